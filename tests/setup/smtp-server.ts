import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

// A mail server of the test's own, for what the site e-mails (the club's mail server, SMTP_URL): nodemailer's
// smtp-server speaks SMTP, mailparser reads each accepted message back as a family's mail program shows it
// (recipient, subject, the plain-text part), and the recipients a test names are refused (550), as a mail
// server refuses an address.

export type ReceivedMail = { to: string; subject: string; text: string; raw: string }

export type SmtpServer = {
  url: string
  received: ReceivedMail[]
  /** Recipients the server refuses (`550`), so that sending to them fails; by address, any case. */
  refuse: Set<string>
  close(): Promise<void>
}

export async function startSmtpServer(): Promise<SmtpServer> {
  const received: ReceivedMail[] = []
  const refuse = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number }
        error.responseCode = 550
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        simpleParser(raw).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(', '),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              raw,
            })
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
