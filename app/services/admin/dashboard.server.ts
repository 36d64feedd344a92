import { adminTabs } from '~/schemas/admin-tabs'
import { parseGradingQuery } from '~/schemas/grading-query'
import { getGradingPage } from '~/models/results.server'
import { listAdminJudges } from '~/models/judge-roster.server'
import { getAdminProject, getDashboardCounts, listAdminProjects } from '~/models/moderation.server'
import { listPendingResetLinks } from '~/models/password-reset.server'
import { db } from '~/services/db.server'
import { sessionSecret } from '~/utils/env.server'

// The loader data of /admin and /admin-simple, shared by both route modules.

const adminDialogs = ['password', 'edit-project', 'add-judge', 'edit-judge'] as const

const ADMIN_PAGE_SIZE = 50

/** Everything the dashboard shows for the tab and dialog in the URL (DESIGN.md §2: all state is in the URL). */
export function loadAdminDashboard(request: Request) {
  const params = new URL(request.url).searchParams
  const tab = adminTabs.find((t) => t === params.get('tab')) ?? 'projects'
  const dialog = adminDialogs.find((d) => d === params.get('dialog')) ?? null
  const q = params.get('q')?.trim() ?? ''
  const id = Number(params.get('id'))
  // The newest projects, a page more with each "More projects": a search finds any other.
  const shown = Math.min(Math.max(1, Math.floor(Number(params.get('page'))) || 1), 100) * ADMIN_PAGE_SIZE
  const projects = tab === 'projects' ? listAdminProjects(db, { q, limit: shown + 1 }) : []
  const judges = tab === 'judges' || dialog === 'edit-judge' ? listAdminJudges(db) : []
  return {
    tab,
    dialog,
    q,
    counts: getDashboardCounts(db),
    projects: projects.slice(0, shown),
    moreProjectsPage: projects.length > shown ? shown / ADMIN_PAGE_SIZE + 1 : null,
    judges,
    resetLinks: tab === 'judges' ? listPendingResetLinks(db, sessionSecret()) : [],
    grading: tab === 'grading' ? getGradingPage(db, parseGradingQuery(params)) : null,
    editProject:
      dialog === 'edit-project' && Number.isSafeInteger(id) ? (getAdminProject(db, id) ?? null) : null,
    editJudge: dialog === 'edit-judge' ? (judges.find((j) => j.id === id) ?? null) : null,
  }
}

export type AdminDashboardData = ReturnType<typeof loadAdminDashboard>
