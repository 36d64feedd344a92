import { parseForm } from '~/infra/parse-form'
import { syncAssignments } from '~/features/judging/assignment.server'
import {
  setParticipantNames,
  setResultsVisibility,
  setScoringOpen,
  updateJudgingSettings,
} from '~/features/judging/judging-settings.server'
import {
  resultsVisibilityLabels,
  resultsVisibilitySchema,
  scoringSwitchSchema,
} from '~/features/results/awards'
import { judgingSettingsSchema, leaderboardRankingLabels } from '~/features/judging/judging-settings'
import { participantNamesLabels, participantNamesSchema } from '~/features/families/participant-names'
import { db } from '~/infra/db.server'
import { backToTab, fail } from './responses.server'

// The Grading Status tab's forms: the judging settings and "Rebalance assignments", who sees the results
// and whether scoring is open, how public pages name participants.
// adminAction has checked the admin session before it hands them here.

export const judgingIntents = [
  'judging-settings',
  'rebalance-assignments',
  'results-visibility',
  'scoring',
  'participant-names',
] as const
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
  if (intent === 'results-visibility') return resultsVisibilityAction(request, form)
  if (intent === 'scoring') return scoringAction(request, form)
  if (intent === 'participant-names') return participantNamesAction(request, form)
  const submission = parseForm(form, { schema: judgingSettingsSchema })
  if (submission.status !== 'success') {
    return fail({ intent, message: 'Failed to save judging settings', result: submission.reply() })
  }
  const saved = updateJudgingSettings(db, submission.value)
  return backToTab(request, form, {
    type: 'success',
    title: 'Judging settings saved',
    description: `${plural(saved.judgesPerProject, 'judge', 'judges')} per project; the public leaderboard ranks by ${leaderboardRankingLabels[saved.leaderboardRanking].toLowerCase()}, once ${plural(saved.minJudgesToRank, 'judge has', 'judges have')} scored a project.`,
  })
}

const visibilityNews = {
  live: 'The leaderboard and the judges’ feedback are public while judging goes on.',
  hidden: 'Only you see ranks, scores and comments until the awards.',
  published: 'The leaderboard and the judges’ feedback are public.',
} as const

function resultsVisibilityAction(request: Request, form: FormData) {
  const submission = parseForm(form, { schema: resultsVisibilitySchema })
  if (submission.status !== 'success') {
    return fail({
      intent: 'results-visibility',
      message: 'Choose Live, Hidden until the awards or Published',
      result: submission.reply(),
    })
  }
  const { resultsVisibility } = setResultsVisibility(db, submission.value.resultsVisibility)
  return backToTab(request, form, {
    type: 'success',
    title: `Results: ${resultsVisibilityLabels[resultsVisibility]}`,
    description: visibilityNews[resultsVisibility],
  })
}

function scoringAction(request: Request, form: FormData) {
  const submission = parseForm(form, { schema: scoringSwitchSchema })
  if (submission.status !== 'success') {
    return fail({ intent: 'scoring', message: 'Choose whether scoring is open or closed' })
  }
  const { scoringOpen } = setScoringOpen(db, submission.value.scoring === 'open')
  return backToTab(
    request,
    form,
    scoringOpen
      ? {
          type: 'success',
          title: 'Scoring reopened',
          description: 'Judges can submit and change scores again.',
        }
      : {
          type: 'success',
          title: 'Scoring closed',
          description: 'Judges can read their scores but not change them.',
        },
  )
}

function participantNamesAction(request: Request, form: FormData) {
  const submission = parseForm(form, { schema: participantNamesSchema })
  if (submission.status !== 'success') {
    return fail({ intent: 'participant-names', message: 'Choose As entered or First name and initial' })
  }
  const { participantNames } = setParticipantNames(db, submission.value.participantNames)
  return backToTab(request, form, {
    type: 'success',
    title: `Names: ${participantNamesLabels[participantNames]}`,
    description:
      participantNames === 'initial'
        ? 'Public pages and the public JSON show “Ada L.” for “Ada Lovelace”. You still see names as entered.'
        : 'Public pages and the public JSON show names as the families entered them.',
  })
}
