import { parseWithZod } from '@conform-to/zod/v4'
import { syncAssignments } from '~/models/assignment.server'
import { updateJudgingSettings } from '~/models/judging-settings.server'
import { judgingSettingsSchema, leaderboardRankingLabels } from '~/schemas/judging-settings'
import { db } from '~/services/db.server'
import { backToTab, fail } from './responses.server'

// The Grading Status tab's forms (issue 14): the judging settings and "Rebalance assignments".
// adminAction has checked the admin session before it hands them here.

export const judgingIntents = ['judging-settings', 'rebalance-assignments'] as const
type JudgingIntent = (typeof judgingIntents)[number]

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a rebalance did, in the organiser's words: a removed and an added assignment make one move. */
export function rebalanceSummary({ added, removed }: { added: number; removed: number }) {
  const moved = Math.min(added, removed)
  const parts = [
    moved > 0 ? `${plural(moved, 'assignment', 'assignments')} moved` : null,
    added > moved ? `${plural(added - moved, 'assignment', 'assignments')} added` : null,
    removed > moved ? `${plural(removed - moved, 'assignment', 'assignments')} dropped` : null,
  ].filter(Boolean)
  return parts.length > 0
    ? `${parts.join(', ')}. Judges keep the projects they have started.`
    : 'Nothing to move: the assignments were already balanced.'
}

export function judgingAction(request: Request, form: FormData, intent: JudgingIntent) {
  if (intent === 'rebalance-assignments') {
    const outcome = syncAssignments(db, 'rebalance')
    return backToTab(request, form, {
      type: 'success',
      title: 'Assignments rebalanced',
      description: rebalanceSummary(outcome),
    })
  }
  const submission = parseWithZod(form, { schema: judgingSettingsSchema })
  if (submission.status !== 'success') {
    return fail({ intent, message: 'Failed to save judging settings', result: submission.reply() })
  }
  const saved = updateJudgingSettings(db, submission.value)
  return backToTab(request, form, {
    type: 'success',
    title: 'Judging settings saved',
    description: `${plural(saved.judgesPerProject, 'judge', 'judges')} per project; the public leaderboard ranks by ${leaderboardRankingLabels[saved.leaderboardRanking].toLowerCase()}.`,
  })
}
