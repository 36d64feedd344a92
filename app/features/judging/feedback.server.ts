import type { DB } from '../../../db/connection'
import {
  getProjectFeedback,
  getProjectScoreSummary,
  type ProjectScoreSummary,
} from '~/features/results/weighted-scores.server'
import { criteriaLevels } from './criteria.server'
import { levelWord } from './levels'
import { criterionWordsIn } from './criterion-words.server'
import { defaultLanguage, type Language } from '~/i18n/languages'

/**
 * One criterion as the project page shows it to everyone: the judges' mean, how many judges scored it,
 * and their written comments. A judge's single mark is never part of it: a bare "3/10" on a child's
 * project explains nothing, so marks are only ever seen averaged.
 */
export type CriterionFeedback = {
  criteriaId: number
  criteriaName: string
  criteriaDescription: string | null
  averageScore: number
  maxScore: number
  /** The words of the level the average rounds to, when the criterion has level words. */
  levelWord: string | null
  judgeCount: number
  /** Anonymous: judges are numbered per project as in GET /api/projects/:id/feedback. */
  comments: { judgeNumber: number; text: string }[]
}

/**
 * The page's feedback: every active criterion, its average and judge count from the same query as the
 * leaderboard's totals (getProjectScoreSummary), and the comments from the judges' feedback. Pass the
 * summary when the caller has it already, to read it once.
 */
export function getFeedbackSummary(
  db: DB,
  projectId: number,
  summary: ProjectScoreSummary = getProjectScoreSummary(db, projectId),
  language: Language = defaultLanguage,
): CriterionFeedback[] {
  const levels = criteriaLevels(db)
  // The criteria's names and descriptions in the page's language, where the organiser gave them.
  const words = criterionWordsIn(db, language)
  const comments = new Map(
    getProjectFeedback(db, projectId).feedback.map((criterion) => [criterion.criteriaId, criterion]),
  )
  return summary.averageScores.map((average) => {
    const given = comments.get(average.criteriaId)
    return {
      criteriaId: average.criteriaId,
      criteriaName: words.get(average.criteriaId)?.name ?? average.criteriaName,
      criteriaDescription: words.get(average.criteriaId)?.description ?? given?.criteriaDescription ?? null,
      averageScore: average.averageScore,
      maxScore: average.maxScore,
      levelWord:
        average.judgeCount > 0
          ? levelWord(
              words.get(average.criteriaId)?.levels ?? levels.get(average.criteriaId) ?? [],
              Math.round(average.averageScore),
            )
          : null,
      judgeCount: average.judgeCount,
      comments: (given?.judgesFeedback ?? []).flatMap((entry) =>
        entry.comments ? [{ judgeNumber: entry.judgeNumber, text: entry.comments }] : [],
      ),
    }
  })
}
