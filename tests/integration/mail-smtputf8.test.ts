import net from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createJudge } from '../../app/features/accounts/judges.server'
import { requestPasswordReset } from '../../app/features/accounts/password-reset.server'
import { handOverPrivateLink } from '../../app/features/families/link-hand-over.server'
import { createMailer } from '../../app/infra/mailer.server'
import { createTestDb } from '../setup/test-db'

// Mail to an internationalised address goes out with SMTPUTF8 (RFC 6531) when the club's mail server
// offers it. When it does not, sending fails like any other mail failure: logged, and nothing else fails.
// Against a small SMTP server of the test's own, which refuses a non-ASCII address without SMTPUTF8 as
// RFC 6531 servers do.

type Envelope = { mailFrom: string; rcptTo: string[]; data: string }

function startSmtpServer({ offersSmtpUtf8 }: { offersSmtpUtf8: boolean }) {
  const received: Envelope[] = []
  const server = net.createServer((socket) => {
    // UTF-8 decoded across chunks, so an address split between two packets arrives whole.
    socket.setEncoding('utf8')
    let buffer = ''
    let current: Envelope = { mailFrom: '', rcptTo: [], data: '' }
    let inData = false
    const reply = (...lines: string[]) => socket.write(lines.map((line) => `${line}\r\n`).join(''))
    const handle = (line: string) => {
      if (inData) {
        if (line !== '.') current.data += `${line}\n`
        else {
          inData = false
          received.push(current)
          reply('250 2.0.0 Queued')
        }
        return
      }
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') {
        reply('250-localhost', ...(offersSmtpUtf8 ? ['250-SMTPUTF8'] : []), '250 8BITMIME')
      } else if (verb === 'MAIL') {
        current = { mailFrom: line, rcptTo: [], data: '' }
        reply('250 2.1.0 OK')
      } else if (verb === 'RCPT') {
        // Anything outside printable ASCII.
        if (/[^ -~]/.test(line) && !/ SMTPUTF8\b/i.test(current.mailFrom)) {
          reply('553 5.6.7 Non-ASCII addresses are not permitted without SMTPUTF8')
        } else {
          current.rcptTo.push(line)
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
  return new Promise<{ url: string; received: Envelope[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' })

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
afterEach(async () => {
  vi.restoreAllMocks()
  await smtp.close()
})

describe('a mail server that offers SMTPUTF8', () => {
  beforeEach(async () => {
    smtp = await startSmtpServer({ offersSmtpUtf8: true })
  })

  it('gets an internationalised address in the envelope, with SMTPUTF8', async () => {
    await createMailer({ SMTP_URL: smtp.url })!.send(mail('Åsa.Ström@Bücher.de'))
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.mailFrom).toMatch(/^MAIL FROM:<no-reply@localhost>.* SMTPUTF8/)
    expect(smtp.received[0]!.rcptTo).toEqual(['RCPT TO:<Åsa.Ström@bücher.de>'])
    expect(smtp.received[0]!.data).toMatch(/^To: Åsa.Ström@bücher.de$/m)
  })
})

describe('a mail server that does not offer SMTPUTF8', () => {
  beforeEach(async () => {
    smtp = await startSmtpServer({ offersSmtpUtf8: false })
  })

  it('still gets an ASCII name at an IDN domain, spelled in ASCII', async () => {
    await createMailer({ SMTP_URL: smtp.url })!.send(mail('ana@Bücher.de'))
    expect(smtp.received[0]!.mailFrom).not.toMatch(/SMTPUTF8/)
    expect(smtp.received[0]!.rcptTo).toEqual(['RCPT TO:<ana@xn--bcher-kva.de>'])
  })

  it('refuses a non-ASCII name: the private link is logged as not sent and the submission goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const handed = await handOverPrivateLink(
      new Request('http://localhost/submission', { method: 'POST' }),
      {
        project: { id: 7, name: 'Kite', authorName: 'Åsa' },
        editToken: 'T'.repeat(43),
        authorEmail: 'Åsa.Ström@Example.org',
      },
      createMailer({ SMTP_URL: smtp.url }),
    )
    expect(handed.path).toBe(`/my-project/${'T'.repeat(43)}`)
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'The private link e-mail could not be sent:',
        expect.stringMatching(/553 5\.6\.7/),
      ),
    )
    expect(smtp.received).toEqual([])
  })

  it('refuses a non-ASCII name: the reset link is logged for the organiser instead', async () => {
    const t = createTestDb()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      await createJudge(t.db, {
        name: 'Åsa',
        email: 'Åsa.Ström@Bücher.de',
        password: 'secret1',
        isApproved: true,
      })
      await expect(
        requestPasswordReset(t.db, 'åsa.ström@bücher.de', {
          origin: 'http://localhost',
          secret: 's'.repeat(32),
          mailer: createMailer({ SMTP_URL: smtp.url }),
        }),
      ).resolves.toBeUndefined()
      expect(String(error.mock.calls[0]?.[0])).toContain('[password reset] Sending the e-mail failed')
      expect(log.mock.calls.flat().join('\n')).toContain('[password reset] Link for åsa.ström@bücher.de')
      expect(smtp.received).toEqual([])
    } finally {
      t.close()
    }
  })
})
