import { startingScore } from './evaluation'

// A criterion the judge has not scored yet starts at 5 (the form's default, evaluation.ts) but reads "Not
// scored yet", and saving it at 5 without moving it asks first (docs/decisions/0042). Shared by the evaluate
// panel, which asks before it sends (so an evaluation kept offline was confirmed too), and the dashboard's
// action, which asks a page without JavaScript. No zod here: the judge's page loads this module.

/**
 * The form field, one per criterion, that the page sends for each criterion it shows as "Not scored yet"
 * and the judge has neither moved (with JavaScript) nor agreed to save at its start. A post without it
 * (the JSON API, the tablet's offline queue, a script) is saved as it is sent.
 */
export const NOT_SCORED_FIELD = 'notScored'

type Criterion = { criteriaId: number; name: string; maxPoints: number }

/**
 * The criteria to ask about: marked as not scored and sent at their starting score. Without JavaScript
 * the mark stays on a slider the judge moved, and its new value tells; one moved away and back to 5 is
 * asked about too, which "Save anyway" answers.
 */
export function unmovedCriteria<T extends Criterion>(
  criteria: readonly T[],
  sent: ReadonlyMap<number, number>,
  marked: ReadonlySet<number>,
): T[] {
  return criteria.filter(
    (c) => marked.has(c.criteriaId) && sent.get(c.criteriaId) === startingScore(c.maxPoints),
  )
}

const points = (c: Criterion) => `${startingScore(c.maxPoints)} / ${c.maxPoints}`

/**
 * What the question says: how many, which ones, and what saving now gives them, in the page's language
 * (`t`, and `locale` for the list of names: "Originality, Impact, and Presentation").
 */
export function unscoredQuestion(
  criteria: readonly Criterion[],
  t: (key: string, values?: Record<string, string | number>) => string,
  locale: string,
) {
  const count = criteria.length
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(criteria.map((c) => c.name))
  const first = points(criteria[0]!)
  const detail =
    count === 1
      ? t('judge.unscored.detailOne', { names, points: first })
      : criteria.every((c) => points(c) === first)
        ? t('judge.unscored.detailSame', { names, points: first })
        : t('judge.unscored.detailEach', {
            names,
            list: criteria.map((c) => `${c.name} ${points(c)}`).join(', '),
          })
  return {
    title: t('judge.unscored.title', { count }),
    detail,
    back: t('judge.unscored.back', { count }),
  }
}

/** The action's question before it saves criteria the judge has not scored (UnscoredQuestion shows it). */
export type UnscoredAnswer = {
  question: {
    projectId: number
    intent: string
    /** The criteria asked about, which the page then sends without their mark. */
    unmoved: number[]
    /** What the form sent, so the page shows the judge's sliders and comments as they left them. */
    scores: { criteriaId: number; score: number; comments: string; organiserNote: string }[]
  }
}
