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
import { judgingSettingsSchema, type LeaderboardRanking } from '~/features/judging/judging-settings'
import { participantNamesLabels, participantNamesSchema } from '~/features/families/participant-names'
import { languageFor } from '~/features/event/page-language.server'
import { intlLocale } from '~/i18n/dates'
import { defaultLanguage } from '~/i18n/languages'
import { serverT } from '~/i18n/server.server'
import { translator, type Translate } from '~/i18n/translate'
import englishWords from '~/i18n/en/grading'
import { db } from '~/infra/db.server'
import { backToTab, fail } from './responses.server'

// The Grading Status tab's forms: the judging settings and "Rebalance assignments", who sees the results
// and whether scoring is open, how public pages name participants.
// adminAction has checked the admin session before it hands them here; the notices are written in the
// organiser's language.

export const judgingIntents = [
  'judging-settings',
  'rebalance-assignments',
  'results-visibility',
  'scoring',
  'participant-names',
] as const
type JudgingIntent = (typeof judgingIntents)[number]

const english = translator(defaultLanguage, englishWords)

/** A count's words: "1 assignment", "1,200 assignments" ("1200 asignaciones" in Spanish: `locale`'s digits). */
const counted = (t: Translate, key: string, count: number, locale: string) =>
  t(key, { count, n: count.toLocaleString(locale) })

/**
 * What a rebalance did, in the organiser's words (English unless `t` says otherwise): a removed and an
 * added assignment make one move.
 */
export function rebalanceSummary(
  { added, removed }: { added: number; removed: number },
  t = english,
  locale = intlLocale(defaultLanguage),
) {
  const moved = Math.min(added, removed)
  const assignments = (count: number) => counted(t, 'grading.count.assignments', count, locale)
  const parts = [
    moved > 0 ? t('grading.rebalance.moved', { assignments: assignments(moved), count: moved }) : null,
    added > moved
      ? t('grading.rebalance.added', { assignments: assignments(added - moved), count: added - moved })
      : null,
    removed > moved
      ? t('grading.rebalance.dropped', { assignments: assignments(removed - moved), count: removed - moved })
      : null,
  ].filter(Boolean)
  return parts.length > 0
    ? t('grading.rebalance.done', { changes: parts.join(', ') })
    : t('grading.rebalance.nothing')
}

/** The leaderboard's ranking in the notice's sentence ("ranks by raw scores"). */
const rankingInSentence: Record<LeaderboardRanking, string> = {
  raw: 'grading.toast.rankingRaw',
  adjusted: 'grading.toast.rankingAdjusted',
}

export async function judgingAction(request: Request, form: FormData, intent: JudgingIntent) {
  const language = await languageFor(request, undefined)
  const t = await serverT(language)
  const locale = intlLocale(language)
  if (intent === 'rebalance-assignments') {
    const outcome = syncAssignments(db, 'rebalance')
    return backToTab(request, form, {
      type: 'success',
      title: t('grading.toast.rebalanced'),
      description: rebalanceSummary(outcome, t, locale),
    })
  }
  if (intent === 'results-visibility') return resultsVisibilityAction(request, form, t)
  if (intent === 'scoring') return scoringAction(request, form, t)
  if (intent === 'participant-names') return participantNamesAction(request, form, t)
  const submission = parseForm(form, { schema: judgingSettingsSchema })
  if (submission.status !== 'success') {
    return fail({ intent, message: t('grading.toast.settingsFailed'), result: submission.reply() })
  }
  const saved = updateJudgingSettings(db, submission.value)
  return backToTab(request, form, {
    type: 'success',
    title: t('grading.toast.settingsSaved'),
    description: t('grading.toast.settingsSavedDetail', {
      perProject: counted(t, 'grading.count.judges', saved.judgesPerProject, locale),
      ranking: t(rankingInSentence[saved.leaderboardRanking]),
      scored: t('grading.toast.judgesHaveScored', { count: saved.minJudgesToRank }),
    }),
  })
}

const visibilityNews = {
  live: 'grading.toast.resultsLive',
  hidden: 'grading.toast.resultsHidden',
  published: 'grading.toast.resultsPublished',
} as const

function resultsVisibilityAction(request: Request, form: FormData, t: Translate) {
  const submission = parseForm(form, { schema: resultsVisibilitySchema })
  if (submission.status !== 'success') {
    return fail({
      intent: 'results-visibility',
      message: t('grading.toast.resultsChoose'),
      result: submission.reply(),
    })
  }
  const { resultsVisibility } = setResultsVisibility(db, submission.value.resultsVisibility)
  return backToTab(request, form, {
    type: 'success',
    title: t('grading.toast.results', { choice: t(resultsVisibilityLabels[resultsVisibility]) }),
    description: t(visibilityNews[resultsVisibility]),
  })
}

function scoringAction(request: Request, form: FormData, t: Translate) {
  const submission = parseForm(form, { schema: scoringSwitchSchema })
  if (submission.status !== 'success') {
    return fail({ intent: 'scoring', message: t('grading.scoring.error.choose') })
  }
  const { scoringOpen } = setScoringOpen(db, submission.value.scoring === 'open')
  return backToTab(
    request,
    form,
    scoringOpen
      ? {
          type: 'success',
          title: t('grading.toast.scoringReopened'),
          description: t('grading.toast.scoringReopenedDetail'),
        }
      : {
          type: 'success',
          title: t('grading.toast.scoringClosed'),
          description: t('grading.toast.scoringClosedDetail'),
        },
  )
}

function participantNamesAction(request: Request, form: FormData, t: Translate) {
  const submission = parseForm(form, { schema: participantNamesSchema })
  if (submission.status !== 'success') {
    return fail({ intent: 'participant-names', message: t('grading.toast.namesChoose') })
  }
  const { participantNames } = setParticipantNames(db, submission.value.participantNames)
  return backToTab(request, form, {
    type: 'success',
    title: t('grading.toast.names', { choice: t(participantNamesLabels[participantNames]) }),
    description: t(participantNames === 'initial' ? 'grading.toast.namesInitial' : 'grading.toast.namesFull'),
  })
}
