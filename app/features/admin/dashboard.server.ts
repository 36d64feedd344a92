import type { AppLoadContext } from '@remix-run/node'
import { adminTabs } from '~/features/admin/admin-tabs'
import { parseGradingQuery } from '~/features/results/grading-query'
import { getGradingPage } from '~/features/results/grading.server'
import { rebalanceOffer } from '~/features/judging/assignment.server'
import { getCoverageSummary } from '~/features/judging/coverage.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { listStepAsides } from '~/features/judging/recusals.server'
import { listAdminJudges } from '~/features/accounts/judge-roster.server'
import { listAllCriteria } from '~/features/judging/criteria.server'
import {
  countAdminProjects,
  getAdminProject,
  getDashboardCounts,
  listAdminProjects,
} from '~/features/submissions/moderation.server'
import { listProjectsForReview } from '~/features/submissions/bulk-moderation.server'
import { tableNumbering } from '~/features/showcase/table-numbers.server'
import { readBulkStatus } from '~/features/admin/dashboard-forms'
import { listPendingResetLinks } from '~/features/accounts/password-reset.server'
import { findFamilyProjects } from '~/features/families/family-data.server'
import { familyLookupSchema } from '~/features/families/family-data'
import { db } from '~/infra/db.server'
import { eventTimeZone } from '~/features/event/event-details.server'
import { submissionWindowView } from '~/features/submissions/submission-window.server'
import { sessionSecret } from '~/infra/env.server'
import { projectStatuses } from '~/features/submissions/project-fields'
import {
  familiesEmailed,
  feedbackMailPreview,
  feedbackMailRefusal,
} from '~/features/families/feedback-mail.server'
import { mailer } from '~/infra/mailer.server'
import { feedbackMailWords } from './feedback-mail-intents.server'

// The loader data of /admin and /admin-simple, shared by both route modules.

const adminDialogs = [
  'password',
  'edit-project',
  'delete-project',
  'approve-without-consent',
  'bulk-status',
  'family-data',
  'erase-family',
  'add-judge',
  'edit-judge',
  'delete-judge',
  'add-criterion',
  'edit-criterion',
  'number-tables',
  'table-number',
  'email-feedback',
] as const

const ADMIN_PAGE_SIZE = 50

/**
 * Everything the dashboard shows for the tab and dialog in the URL: all its state is in the URL, so that it
 * works without JavaScript (docs/rules.md#without-javascript).
 */
export function loadAdminDashboard(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams
  // The Event tab is a page of its own: its routes send ?tab=event there before this runs.
  const tab = adminTabs.find((t) => t === params.get('tab') && t !== 'event') ?? 'projects'
  const dialog = adminDialogs.find((d) => d === params.get('dialog')) ?? null
  const q = params.get('q')?.trim() ?? ''
  const status = projectStatuses.find((s) => s === params.get('status')) ?? null
  const id = Number(params.get('id'))
  // The newest projects, a page more with each "More projects": a search finds any other.
  const page = Math.min(Math.max(1, Math.floor(Number(params.get('page'))) || 1), 100)
  const shown = page * ADMIN_PAGE_SIZE
  const projects = tab === 'projects' ? listAdminProjects(db, { q, status, limit: shown + 1 }) : []
  const projectDialog =
    dialog === 'edit-project' ||
    dialog === 'delete-project' ||
    dialog === 'approve-without-consent' ||
    dialog === 'table-number'
  const judgeDialog = dialog === 'edit-judge' || dialog === 'delete-judge'
  const judges = tab === 'judges' || judgeDialog ? listAdminJudges(db) : []
  const criteria = tab === 'criteria' || dialog === 'edit-criterion' ? listAllCriteria(db) : []
  return {
    tab,
    dialog,
    q,
    status,
    page,
    counts: getDashboardCounts(db),
    submissionWindow: submissionWindowView(db, Date.now(), eventTimeZone(context)),
    statusCounts: tab === 'projects' ? countAdminProjects(db, { q }) : null,
    projects: projects.slice(0, shown),
    moreProjectsPage: projects.length > shown ? page + 1 : null,
    judges,
    criteria,
    resetLinks: tab === 'judges' ? listPendingResetLinks(db, sessionSecret()) : [],
    grading: tab === 'grading' ? getGradingPage(db, parseGradingQuery(params)) : null,
    judging:
      tab === 'grading'
        ? {
            settings: getJudgingSettings(db),
            coverage: getCoverageSummary(db),
            rebalance: rebalanceOffer(db),
            stepAsides: listStepAsides(db),
            // Whether the families can be e-mailed their feedback now, and how many were.
            feedbackMail: { refusal: feedbackMailRefusal(db, mailer), emailed: familiesEmailed(db) },
          }
        : null,
    family: dialog === 'family-data' || dialog === 'erase-family' ? loadFamily(params.get('email')) : null,
    editProject: projectDialog && Number.isSafeInteger(id) ? (getAdminProject(db, id) ?? null) : null,
    editJudge: judgeDialog ? (judges.find((j) => j.id === id) ?? null) : null,
    bulk: dialog === 'bulk-status' ? loadBulk(params) : null,
    numberTables: dialog === 'number-tables' ? tableNumbering(db) : null,
    editCriterion: dialog === 'edit-criterion' ? (criteria.find((c) => c.id === id) ?? null) : null,
    // The confirmation: how many families, and one message as they will read it.
    feedbackMail:
      dialog === 'email-feedback' ? feedbackMailPreview(db, mailer, feedbackMailWords(context)) : null,
  }
}

/**
 * The confirmation of "Approve selected" / "Reject selected": the decision and the selected projects, read
 * again from the database (the server decides; the page only asked). Nothing selected: no projects.
 */
function loadBulk(params: URLSearchParams) {
  const parsed = readBulkStatus(params)
  const decision = params.get('decision') === 'reject' ? ('reject' as const) : ('approve' as const)
  return { decision, projects: parsed.success ? listProjectsForReview(db, parsed.data.id) : [] }
}

/**
 * The Family data dialog's look-up. No address yet: the empty form. A bad one: the form with its
 * message. A good one: that family's projects (none, perhaps).
 */
function loadFamily(raw: string | null) {
  if (!raw?.trim()) return { email: '', error: null, projects: null }
  const parsed = familyLookupSchema.safeParse({ email: raw })
  if (!parsed.success) return { email: raw, error: parsed.error.issues[0]?.message ?? null, projects: null }
  return { email: parsed.data.email, error: null, projects: findFamilyProjects(db, parsed.data.email) }
}

export type AdminDashboardData = ReturnType<typeof loadAdminDashboard>
