import { and, asc, count, eq, isNotNull } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { feedbackEmails, projects } from '../../../db/schema'
import { site } from '~/content/site'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { listFeedbackSheets, type FeedbackSheet } from '~/features/results/feedback-sheets.server'
import { listedWhere, publicViewer, seesResults } from '~/features/showcase/visibility.server'
import type { Mail, Mailer } from '~/infra/mailer.server'
import { formatScore } from '~/utils/score'
import { escapeHtml } from '~/utils/text'

// "E-mail families their feedback" (docs/decisions/0049-feedback-for-families.md): once the results are out
// and the club has a mail server, one message per family (their e-mail address's key, as "Family data"
// finds them) with the judges' feedback on each of their approved, scored projects, and each project's page
// on the showcase. The private link cannot be in it: only its hash is stored. Each family gets it at most
// once: a row in feedback_emails is written before the message goes, and removed if sending fails.

/** Why the message cannot go now, in the organiser's words (a catalogue key); null when it can. */
export const feedbackMailRefusals = {
  noMailer: 'grading.feedback.refusal.noMailer',
  resultsHidden: 'grading.feedback.refusal.resultsHidden',
} as const

/** One family's message: their address (the newest of their projects'), and the sheets it carries. */
export type FamilyFeedback = { emailKey: string; to: string; sheets: FeedbackSheet[] }

/** What the message needs besides the feedback: the club's name and the site's address (PUBLIC_URL). */
export type FeedbackMailWords = { clubName: string; origin: string }

export function feedbackMailRefusal(db: DB, mailer: Mailer | null): string | null {
  if (!mailer) return feedbackMailRefusals.noMailer
  if (!seesResults(publicViewer, getJudgingSettings(db).resultsVisibility))
    return feedbackMailRefusals.resultsHidden
  return null
}

/**
 * The families waiting for their feedback, in the order they first sent a project: each family with an
 * e-mail address and an approved project a judge has scored, not e-mailed yet.
 */
export function familiesToEmail(db: DB): FamilyFeedback[] {
  const sheets = new Map(listFeedbackSheets(db).map((sheet) => [sheet.projectId, sheet]))
  const emailed = new Set(
    db
      .select({ key: feedbackEmails.emailKey })
      .from(feedbackEmails)
      .all()
      .map((row) => row.key),
  )
  const families = new Map<string, FamilyFeedback>()
  const rows = db
    .select({ id: projects.id, email: projects.authorEmail, key: projects.authorEmailKey })
    .from(projects)
    .where(
      and(
        // Approved, a project with versions once: its newest approved version.
        listedWhere('public'),
        isNotNull(projects.authorEmailKey),
        isNotNull(projects.authorEmail),
      ),
    )
    .orderBy(asc(projects.submittedAt), asc(projects.id))
    .all()
  for (const row of rows) {
    const sheet = sheets.get(row.id)
    if (!sheet?.scored || !row.key || !row.email || emailed.has(row.key)) continue
    const family = families.get(row.key) ?? { emailKey: row.key, to: '', sheets: [] }
    family.sheets.push(sheet)
    // Oldest first: the address kept is the newest project's, as the family last typed it.
    family.to = row.email.trim()
    families.set(row.key, family)
  }
  return [...families.values()]
}

/** How many families were e-mailed their feedback so far. */
export function familiesEmailed(db: DB): number {
  return db.select({ n: count() }).from(feedbackEmails).get()?.n ?? 0
}

const quoted = (name: string) => `“${name}”`

function criterionLine(criterion: FeedbackSheet['criteria'][number]) {
  if (criterion.judgeCount === 0) return `${criterion.criteriaName}: not scored yet`
  const score = formatScore(criterion.averageScore, criterion.maxScore)
  return `${criterion.criteriaName}: ${score}${criterion.levelWord ? `, ${criterion.levelWord}` : ''}`
}

const pageOf = (sheet: FeedbackSheet, origin: string) => `${origin}/project/${sheet.projectId}`

const printTip =
  'To print this feedback on one page, open your project’s private link (it is in the e-mail you got when you sent the project, and under “Your submissions” on the phone or computer you sent it from) and press Print.'

/** The family's message: the judges' feedback on each project, in plain text and in HTML. */
export function feedbackMail(family: FamilyFeedback, words: FeedbackMailWords): Mail {
  const { sheets } = family
  const one = sheets.length === 1
  const subject = one
    ? `The judges’ feedback on ${quoted(sheets[0]!.projectName)}`
    : `The judges’ feedback on your ${sheets.length} projects`
  const opening = one
    ? `The judges of the ${site.challengeName} have finished. Here is what they thought of ${quoted(sheets[0]!.projectName)} by ${sheets[0]!.authorName}.`
    : `The judges of the ${site.challengeName} have finished. Here is what they thought of your projects.`
  const text = [
    'Hello,',
    '',
    opening,
    '',
    ...sheets.flatMap((sheet) => [
      `${sheet.projectName}, by ${sheet.authorName}`,
      `See it on the showcase: ${pageOf(sheet, words.origin)}`,
      '',
      ...sheet.criteria.flatMap((criterion) => [
        criterionLine(criterion),
        ...criterion.comments.map((comment) => `  Judge ${comment.judgeNumber}: ${comment.text}`),
      ]),
      '',
    ]),
    'Each score is the average of the judges’ scores. Judges are numbered for each project, never named.',
    '',
    printTip,
    '',
    'Well done, and thank you for taking part!',
    `The ${words.clubName} team`,
  ].join('\n')
  const p = (inner: string, style = '') => `<p style="margin:0 0 12px;${style}">${inner}</p>`
  const html = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px;border:1px solid #e2e8f0">
      ${p('Hello,')}
      ${p(escapeHtml(opening))}
      ${sheets
        .map(
          (sheet) => `<div style="margin:20px 0;padding-top:16px;border-top:1px solid #e2e8f0">
        <h2 style="margin:0 0 4px;font-size:20px">${escapeHtml(sheet.projectName)}</h2>
        ${p(`by ${escapeHtml(sheet.authorName)} · <a href="${escapeHtml(pageOf(sheet, words.origin))}" style="color:#4338ca">See it on the showcase</a>`, 'color:#475569')}
        ${sheet.criteria
          .map(
            (criterion) => `<div style="margin:12px 0">
          <p style="margin:0;font-weight:700">${escapeHtml(criterionLine(criterion))}</p>
          ${criterion.comments
            .map(
              (comment) =>
                `<p style="margin:4px 0 0 12px"><strong style="color:#4338ca">Judge ${comment.judgeNumber}</strong> ${escapeHtml(comment.text)}</p>`,
            )
            .join('\n          ')}
        </div>`,
          )
          .join('\n        ')}
      </div>`,
        )
        .join('\n      ')}
      ${p('Each score is the average of the judges’ scores. Judges are numbered for each project, never named.', 'font-size:14px;color:#475569')}
      ${p(escapeHtml(printTip), 'font-size:14px;color:#475569')}
      ${p('Well done, and thank you for taking part!')}
      <p style="margin:0;font-size:14px;color:#475569">The ${escapeHtml(words.clubName)} team</p>
    </div>
  </body>
</html>`
  return { to: family.to, subject, text, html }
}

/** The confirmation's numbers and its example: how many families would get a message, and the first one. */
export function feedbackMailPreview(db: DB, mailer: Mailer | null, words: FeedbackMailWords) {
  const refusal = feedbackMailRefusal(db, mailer)
  const families = refusal ? [] : familiesToEmail(db)
  return {
    refusal,
    families: families.length,
    emailed: familiesEmailed(db),
    preview: families[0] ? feedbackMail(families[0], words) : null,
  }
}

export type FeedbackMailPreview = ReturnType<typeof feedbackMailPreview>

export type FeedbackMailOutcome =
  | { ok: false; message: string }
  /** `failed`: families whose message could not be sent, left to be sent again. */
  | { ok: true; sent: number; failed: number }

/**
 * Sends each waiting family their message, one after another (a club has a few hundred families at most).
 * A family is marked before its message goes, so that a second organiser sending at the same time skips
 * it; a message that fails unmarks its family, and is counted.
 */
export async function sendFeedbackMails(
  db: DB,
  mailer: Mailer | null,
  words: FeedbackMailWords,
): Promise<FeedbackMailOutcome> {
  const refusal = feedbackMailRefusal(db, mailer)
  if (refusal || !mailer) return { ok: false, message: refusal ?? feedbackMailRefusals.noMailer }
  let sent = 0
  let failed = 0
  for (const family of familiesToEmail(db)) {
    const marked = db.insert(feedbackEmails).values({ emailKey: family.emailKey }).onConflictDoNothing().run()
    if (marked.changes === 0) continue
    try {
      await mailer.send(feedbackMail(family, words))
      sent += 1
    } catch (error) {
      db.delete(feedbackEmails).where(eq(feedbackEmails.emailKey, family.emailKey)).run()
      failed += 1
      // Never the address: the log is the server's, not the organiser's.
      console.warn(
        'A feedback e-mail could not be sent:',
        error instanceof Error ? error.message : String(error),
      )
    }
  }
  return { ok: true, sent, failed }
}
