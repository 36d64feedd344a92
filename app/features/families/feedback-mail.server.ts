import { and, asc, count, eq, isNotNull } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { feedbackEmails, projects } from '../../../db/schema'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { listFeedbackSheets, type FeedbackSheet } from '~/features/results/feedback-sheets.server'
import { listedWhere, publicViewer, seesResults } from '~/features/showcase/visibility.server'
import type { Mail, Mailer } from '~/infra/mailer.server'
import { readLanguageSettings } from '~/features/event/event-languages.server'
import { catalogueT } from '~/i18n/catalogues.server'
import { isLanguage, type Language, type ShippedLanguage } from '~/i18n/languages'
import { scoreWordsIn } from '~/utils/score'
import { escapeHtml } from '~/utils/text'

// "E-mail families their feedback" (docs/decisions/0049-feedback-for-families.md): once the results are out
// and the club has a mail server, one message per family (their e-mail address's key, as "Family data"
// finds them) with the judges' feedback on each of their approved, scored projects, and each project's page
// on the showcase, in the family's language (the one they sent their newest project in; none recorded: the
// club's default). The private link cannot be in it: only its hash is stored. Each family gets it at most
// once: a row in feedback_emails is written before the message goes, and removed if sending fails.

/** Why the message cannot go now, in the organiser's words (a catalogue key); null when it can. */
export const feedbackMailRefusals = {
  noMailer: 'grading.feedback.refusal.noMailer',
  resultsHidden: 'grading.feedback.refusal.resultsHidden',
} as const

/**
 * One family's message: their address (the newest of their projects'), the sheets it carries, and the
 * language it is written in.
 */
export type FamilyFeedback = {
  emailKey: string
  to: string
  sheets: FeedbackSheet[]
  language: ShippedLanguage
}

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
  const clubDefault = readLanguageSettings(db).defaultLanguage
  // Each language's sheets (its criteria's names and level words), read once, for the families that need it.
  const sheetsIn = new Map<ShippedLanguage, Map<number, FeedbackSheet>>()
  const sheetsOf = (language: ShippedLanguage) => {
    let sheets = sheetsIn.get(language)
    if (!sheets) {
      sheets = new Map(listFeedbackSheets(db, language).map((sheet) => [sheet.projectId, sheet]))
      sheetsIn.set(language, sheets)
    }
    return sheets
  }
  const emailed = new Set(
    db
      .select({ key: feedbackEmails.emailKey })
      .from(feedbackEmails)
      .all()
      .map((row) => row.key),
  )
  const families = new Map<
    string,
    { emailKey: string; to: string; ids: number[]; language: ShippedLanguage }
  >()
  const rows = db
    .select({
      id: projects.id,
      email: projects.authorEmail,
      key: projects.authorEmailKey,
      language: projects.language,
    })
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
    // Whether a judge scored it is the same in every language.
    const sheet = sheetsOf(clubDefault).get(row.id)
    if (!sheet?.scored || !row.key || !row.email || emailed.has(row.key)) continue
    const family = families.get(row.key) ?? { emailKey: row.key, to: '', ids: [], language: clubDefault }
    family.ids.push(row.id)
    // Oldest first: the address kept is the newest project's, as the family last typed it, and so is the
    // language: a family that sent projects in two languages reads its message in the one it used last. A
    // project the organiser or a script wrote keeps none: the club's default.
    family.to = row.email.trim()
    family.language = isLanguage(row.language) ? row.language : clubDefault
    families.set(row.key, family)
  }
  return [...families.values()].map(({ ids, ...family }) => ({
    ...family,
    sheets: ids.map((id) => sheetsOf(family.language).get(id)!),
  }))
}

/** How many families were e-mailed their feedback so far. */
export function familiesEmailed(db: DB): number {
  return db.select({ n: count() }).from(feedbackEmails).get()?.n ?? 0
}

type T = ReturnType<typeof catalogueT>

function criterionLine(criterion: FeedbackSheet['criteria'][number], t: T, language: Language) {
  if (criterion.judgeCount === 0) return t('mail.feedback.notScored', { criterion: criterion.criteriaName })
  // "7.0 / 10", "7,0 / 10": the decimal mark of the family's language.
  const score = scoreWordsIn(language).score(criterion.averageScore, criterion.maxScore)
  return `${criterion.criteriaName}: ${score}${criterion.levelWord ? `, ${criterion.levelWord}` : ''}`
}

const pageOf = (sheet: FeedbackSheet, origin: string) => `${origin}/project/${sheet.projectId}`

/** The family's message, in its language: the judges' feedback on each project, in plain text and in HTML. */
export function feedbackMail(family: FamilyFeedback, words: FeedbackMailWords): Mail {
  const { sheets, language } = family
  const t = catalogueT(language)
  const one = sheets.length === 1
  const challenge = t('site.challengeName')
  const subject = one
    ? t('mail.feedback.subjectOne', { name: sheets[0]!.projectName })
    : t('mail.feedback.subjectMany', { number: sheets.length })
  const opening = one
    ? t('mail.feedback.openingOne', {
        challenge,
        name: sheets[0]!.projectName,
        author: sheets[0]!.authorName,
      })
    : t('mail.feedback.openingMany', { challenge })
  const judge = (number: number) => t('mail.feedback.judge', { number })
  const onShowcase = t('mail.feedback.onShowcase')
  const average = t('mail.feedback.average')
  const printTip = t('mail.feedback.printTip')
  const thanks = t('mail.feedback.thanks')
  const team = t('mail.team', { club: words.clubName })
  const text = [
    t('mail.hello'),
    '',
    opening,
    '',
    ...sheets.flatMap((sheet) => [
      t('mail.feedback.project', { name: sheet.projectName, author: sheet.authorName }),
      `${onShowcase}: ${pageOf(sheet, words.origin)}`,
      '',
      ...sheet.criteria.flatMap((criterion) => [
        criterionLine(criterion, t, language),
        ...criterion.comments.map((comment) => `  ${judge(comment.judgeNumber)}: ${comment.text}`),
      ]),
      '',
    ]),
    average,
    '',
    printTip,
    '',
    thanks,
    team,
  ].join('\n')
  const p = (inner: string, style = '') => `<p style="margin:0 0 12px;${style}">${inner}</p>`
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
  <body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px;border:1px solid #e2e8f0">
      ${p(escapeHtml(t('mail.hello')))}
      ${p(escapeHtml(opening))}
      ${sheets
        .map(
          (sheet) => `<div style="margin:20px 0;padding-top:16px;border-top:1px solid #e2e8f0">
        <h2 style="margin:0 0 4px;font-size:20px">${escapeHtml(sheet.projectName)}</h2>
        ${p(`${escapeHtml(t('mail.feedback.by', { author: sheet.authorName }))} · <a href="${escapeHtml(pageOf(sheet, words.origin))}" style="color:#4338ca">${escapeHtml(onShowcase)}</a>`, 'color:#475569')}
        ${sheet.criteria
          .map(
            (criterion) => `<div style="margin:12px 0">
          <p style="margin:0;font-weight:700">${escapeHtml(criterionLine(criterion, t, language))}</p>
          ${criterion.comments
            .map(
              (comment) =>
                `<p style="margin:4px 0 0 12px"><strong style="color:#4338ca">${escapeHtml(judge(comment.judgeNumber))}</strong> ${escapeHtml(comment.text)}</p>`,
            )
            .join('\n          ')}
        </div>`,
          )
          .join('\n        ')}
      </div>`,
        )
        .join('\n      ')}
      ${p(escapeHtml(average), 'font-size:14px;color:#475569')}
      ${p(escapeHtml(printTip), 'font-size:14px;color:#475569')}
      ${p(escapeHtml(thanks))}
      <p style="margin:0;font-size:14px;color:#475569">${escapeHtml(team)}</p>
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
