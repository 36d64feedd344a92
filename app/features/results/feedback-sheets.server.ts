import { asc, eq } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { projects } from '../../../db/schema'
import { getFeedbackSummary, type CriterionFeedback } from '~/features/judging/feedback.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { publicName } from '~/features/families/public-names'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { listedWhere, nameStyleFor, publicViewer, seesResults } from '~/features/showcase/visibility.server'
import { approvedVersions } from '~/features/submissions/story.server'
import { defaultLanguage, type Language } from '~/i18n/languages'

// The judges' feedback as a family takes it home (docs/decisions/0049-feedback-for-families.md): one sheet
// per approved project, printed by the organiser (/admin/feedback-sheets), shown on the family's private
// link once the results are out, and e-mailed (families/feedback-mail.server.ts). Each criterion's
// average, its level's words and the judges' comments by number: what the project page shows, and nothing
// more. A judge's note for the organiser is never read here.

export type FeedbackSheet = {
  projectId: number
  projectName: string
  /**
   * The participant's name as the public reads it (the organiser's setting): a sheet is handed out at the
   * event and may be left on a table, so it names the child as the showcase does.
   */
  authorName: string
  /** Every active criterion, in the organiser's order; one no judge has scored has a judgeCount of 0. */
  criteria: CriterionFeedback[]
  /** Whether any judge has scored the project. */
  scored: boolean
  /** Its story's approved versions, oldest first (one entry for a project without versions). */
  story: { number: number; submittedAt: Date; whatChanged: string | null }[]
}

type SheetProject = { id: number; name: string; authorName: string }

function sheetFor(
  db: DB,
  project: SheetProject,
  nameOf: (name: string) => string,
  language: Language,
): FeedbackSheet {
  const criteria = getFeedbackSummary(db, project.id, undefined, language)
  return {
    projectId: project.id,
    projectName: project.name,
    authorName: nameOf(project.authorName),
    criteria,
    scored: criteria.some((criterion) => criterion.judgeCount > 0),
    story: approvedVersions(db, project.id).map(({ number, submittedAt, whatChanged }) => ({
      number,
      submittedAt,
      whatChanged,
    })),
  }
}

/** How the sheets name a participant: as a visitor reads it, whoever prints or opens them. */
function familyNames(db: DB) {
  const style = nameStyleFor(publicViewer, getJudgingSettings(db).participantNames)
  return (name: string) => publicName(name, style)
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * A sheet for every approved project, scored or not, a project with versions once (its newest approved
 * version, as every public list counts it), in the order the organiser hands them out: by the
 * participant's name as printed, then the project's. The organiser reads them whatever the results
 * setting: they are printed before the ceremony.
 */
export function listFeedbackSheets(db: DB, language: Language = defaultLanguage): FeedbackSheet[] {
  const nameOf = familyNames(db)
  return db
    .select({ id: projects.id, name: projects.name, authorName: projects.authorName })
    .from(projects)
    .where(listedWhere('public'))
    .orderBy(asc(projects.id))
    .all()
    .map((project) => sheetFor(db, project, nameOf, language))
    .sort(
      (a, b) =>
        byName.compare(a.authorName, b.authorName) ||
        byName.compare(a.projectName, b.projectName) ||
        a.projectId - b.projectId,
    )
}

/**
 * The sheet a family reads on their private link: only for an approved project, once the results are
 * shown to the public (not while they are kept for the awards), and once a judge has scored it. The link
 * opens a story's newest version: while that one waits for review, the sheet is its newest approved one's.
 */
export function familyFeedbackSheet(
  db: DB,
  linked: SheetProject & { status: ProjectStatus },
  language: Language = defaultLanguage,
): FeedbackSheet | null {
  const project = linked.status === 'approved' ? linked : newestApproved(db, linked.id)
  if (!project) return null
  if (!seesResults(publicViewer, getJudgingSettings(db).resultsVisibility)) return null
  const sheet = sheetFor(db, project, familyNames(db), language)
  return sheet.scored ? sheet : null
}

/** The newest approved version of the project's story, as a sheet names it; null when none is approved. */
function newestApproved(db: DB, projectId: number): SheetProject | null {
  const newest = approvedVersions(db, projectId).at(-1)
  if (!newest) return null
  return (
    db
      .select({ id: projects.id, name: projects.name, authorName: projects.authorName })
      .from(projects)
      .where(eq(projects.id, newest.id))
      .get() ?? null
  )
}
