import net from 'node:net'

// A small SMTP server of the test's own, for what the site e-mails (the club's mail server, SMTP_URL): it
// keeps each message it accepts, read back as a family's mail program shows it (recipient, subject, the
// plain-text part), and refuses the recipients a test names, as a mail server refuses an address.

export type ReceivedMail = { to: string; subject: string; text: string; raw: string }

export type SmtpServer = {
  url: string
  received: ReceivedMail[]
  /** Recipients the server refuses (`550`), so that sending to them fails; by address, any case. */
  refuse: Set<string>
  close(): Promise<void>
}

export function startSmtpServer(): Promise<SmtpServer> {
  const received: ReceivedMail[] = []
  const refuse = new Set<string>()
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let to: string[] = []
    let data: string[] = []
    let inData = false
    const reply = (...lines: string[]) => socket.write(lines.map((line) => `${line}\r\n`).join(''))
    const handle = (line: string) => {
      if (inData) {
        if (line !== '.') data.push(line.startsWith('..') ? line.slice(1) : line)
        else {
          inData = false
          const raw = data.join('\r\n')
          received.push({ ...readMessage(raw), to: to.join(', '), raw })
          reply('250 2.0.0 Queued')
        }
        return
      }
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO' || verb === 'HELO') reply('250-localhost', '250-SMTPUTF8', '250 8BITMIME')
      else if (verb === 'MAIL') {
        to = []
        data = []
        reply('250 2.1.0 OK')
      } else if (verb === 'RCPT') {
        const address = /<([^>]*)>/.exec(line)?.[1] ?? ''
        if (refuse.has(address.toLowerCase())) reply('550 5.1.1 No such mailbox')
        else {
          to.push(address)
          reply('250 2.1.5 OK')
        }
      } else if (verb === 'DATA') {
        inData = true
        reply('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'QUIT') {
        reply('221 2.0.0 Bye')
        socket.end()
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK')
      else reply('502 5.5.1 Not implemented')
    }
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        handle(line)
      }
    })
    reply('220 localhost ESMTP test server')
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        refuse,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}

/** A message's headers, unfolded, by lower-case name. */
function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

/** "=?UTF-8?Q?…?=" and "=?UTF-8?B?…?=" words of a header, as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const input = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3)
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(input[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** The subject and the plain-text part, decoded; lines end in "\n". */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const headers = headersOf(raw.slice(0, split))
  const body = raw.slice(split + 4)
  const subject = decodeWords(headers.get('subject') ?? '')
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
  if (!boundary) return { subject, text: decodeBody(headers, body).replace(/\r\n/g, '\n') }
  for (const part of body.split(`--${boundary}`)) {
    const end = part.indexOf('\r\n\r\n')
    if (end < 0) continue
    const partHeaders = headersOf(part.slice(0, end).replace(/^\r\n/, ''))
    if (partHeaders.get('content-type')?.toLowerCase().startsWith('text/plain')) {
      const text = decodeBody(partHeaders, part.slice(end + 4).replace(/\r\n$/, ''))
      return { subject, text: text.replace(/\r\n/g, '\n') }
    }
  }
  return { subject, text: '' }
}
