import { data } from '@remix-run/node'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { getViewer } from '~/features/accounts/viewer.server'
import { pageOrigin } from '~/infra/request.server'
import { getFeedbackSummary } from '~/features/judging/feedback.server'
import { languageFor } from '~/features/event/page-language.server'
import { resultsShownTo } from '~/features/judging/judging-settings.server'
import { listMediaFiles } from './project-media.server'
import { fileUrl, findProjectFor, toProjectCard } from '~/features/submissions/projects.server'
import { getProjectScoreSummary } from '~/features/results/weighted-scores.server'
import { isPublicStatus } from './visibility.server'
import { approvedVersions, storyView } from '~/features/submissions/story.server'

/**
 * A project's page (/project/:id), as the visitor may see it; 404 when they may not. Gathered here rather
 * than in the route so that the route imports one server module (the reason: app/features/showcase/feed-page.server.ts).
 */
export async function loadProjectPage(request: Request, param: string | undefined) {
  const id = Number(param)
  const viewer = await getViewer(request)
  const project = Number.isSafeInteger(id) && id > 0 ? findProjectFor(db, id, viewer) : null
  if (!project) throw data(null, { status: 404 })

  const files = listMediaFiles(db, fileStore, project)
  const card = toProjectCard(project)
  // Kept for the awards ceremony: no average, count or comment in the page or its .data.
  const summary = resultsShownTo(db, viewer) ? getProjectScoreSummary(db, id) : null
  return {
    origin: pageOrigin(request),
    // The server's clock: "3 hours ago" changes with it, and the browser must write the server's text.
    now: Date.now(),
    project: {
      ...project,
      isPublic: isPublicStatus(project.status),
      heroImage: project.thumbnail ? fileUrl(project.thumbnail) : card.image,
      embedUrl: card.embedUrl,
    },
    files,
    // The approved versions only: a pending or refused one never shows, even to its family, here.
    story: storyView(approvedVersions(db, id), id),
    summary,
    // Averages, judge counts and comments: no single judge's mark reaches the page.
    feedback: summary ? getFeedbackSummary(db, id, summary, await languageFor(request, undefined)) : null,
  }
}
