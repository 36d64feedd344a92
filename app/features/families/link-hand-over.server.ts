import { privateLinkPath } from '~/features/families/family-link.server'
import { getEventDetails } from '~/features/event/event-details.server'
import { db } from '~/infra/db.server'
import { ownProjectTexts } from '~/features/families/own-project'
import { mailer as clubMailer, type Mail, type Mailer } from '~/infra/mailer.server'
import { publicOrigin } from '~/infra/request.server'
import { rememberSubmission } from '~/infra/cookies/own-submissions.server'
import { escapeHtml } from '~/utils/text'
import { languageFor } from '~/features/event/page-language.server'
import { serverT } from '~/i18n/server.server'

/**
 * After a submission: the family's private link, remembered in their browser's list, e-mailed
 * when the club has a mail server (never written to the log: it opens the project), and handed back to
 * the page or the API to show.
 */
export async function handOverPrivateLink(
  request: Request,
  submitted: {
    project: { id: number; name: string; authorName: string }
    editToken: string
    authorEmail: string
  },
  mailer: Mailer | null = clubMailer,
) {
  const path = privateLinkPath(submitted.editToken)
  const { url } = privateLinkShown(submitted.editToken, mailer)
  if (mailer) {
    const language = await languageFor(request, undefined)
    const { clubName } = getEventDetails(db, language).values.club
    mailer
      .send(
        privateLinkMail(
          submitted.authorEmail,
          submitted.project,
          url,
          clubName,
          await serverT(language),
          language,
        ),
      )
      .catch((error: unknown) =>
        console.warn(
          'The private link e-mail could not be sent:',
          error instanceof Error ? error.message : error,
        ),
      )
  }
  return { path, url, cookie: await rememberSubmission(request, submitted.project.id, submitted.editToken) }
}

/**
 * The private link as the family's pages show it: the whole address to copy (from PUBLIC_URL, as in the
 * e-mail), and whether it was also e-mailed, which it is whenever the club has a mail server.
 */
export function privateLinkShown(token: string, mailer: Mailer | null = clubMailer) {
  return { url: `${publicOrigin()}${privateLinkPath(token)}`, emailed: mailer !== null }
}

function privateLinkMail(
  to: string,
  project: { name: string; authorName: string },
  link: string,
  clubName: string,
  t: Awaited<ReturnType<typeof serverT>>,
  language: string,
): Mail {
  const values = { name: project.name, author: project.authorName, challenge: t('site.challengeName') }
  const keepLink = t(ownProjectTexts.keepLink)
  const lines = [
    t('mail.hello'),
    '',
    t('mail.link.thanks', values),
    '',
    `${keepLink}:`,
    link,
    '',
    t('mail.link.private'),
    '',
    t('mail.team', { club: clubName }),
  ]
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
  <body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
    <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px;border:1px solid #e2e8f0">
      <p style="margin:0 0 16px">${escapeHtml(t('mail.hello'))}</p>
      <p style="margin:0 0 16px">${escapeHtml(t('mail.link.thanks', values))}</p>
      <p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:12px">${escapeHtml(keepLink)}</a></p>
      <p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(t('mail.link.private'))}</p>
      <p style="margin:0;font-size:14px;color:#475569">${escapeHtml(t('mail.team', { club: clubName }))}</p>
    </div>
  </body>
</html>`
  return { to, subject: t('mail.link.subject', { name: project.name }), text: lines.join('\n'), html }
}
