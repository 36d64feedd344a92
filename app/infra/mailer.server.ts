import nodemailer from 'nodemailer'
import { env } from './env.server'

export type Mail = { to: string; subject: string; text: string; html: string }
export type Mailer = { send(mail: Mail): Promise<void> }

const DEFAULT_FROM = 'Science Innovation Challenge <no-reply@localhost>'

/**
 * A nodemailer SMTP transport from SMTP_URL (from MAIL_FROM, default
 * 'Science Innovation Challenge <no-reply@localhost>'), or null when SMTP_URL is unset:
 * a club without a mail server still works, the links go to the log for the organiser
 * (docs/rules.md#secrets-and-logs).
 */
export function createMailer(settings: { SMTP_URL?: string; MAIL_FROM?: string }): Mailer | null {
  if (!settings.SMTP_URL) return null
  // Creating the transport opens no connection, so a wrong SMTP_URL shows up on the first send,
  // where the caller falls back to the log instead of refusing to start.
  const transport = nodemailer.createTransport(settings.SMTP_URL)
  const from = settings.MAIL_FROM || DEFAULT_FROM
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

export const mailer: Mailer | null = createMailer(env)
