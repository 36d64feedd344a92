/**
 * Bias-adjusted results (docs/decisions/0011-bias-adjusted-results.md). A harsh or lenient judge moves
 * every project they score, and with three judges a project a harsh one happened to draw is ranked down
 * for it. Each judge's scores on a criterion are turned into z-scores over that judge's own scores, then
 * put back on the criterion's scale with the whole panel's mean and spread, so the adjusted points read
 * like the raw ones. A judge with fewer than MIN_SCORES_TO_ADJUST scores on a criterion keeps their raw
 * scores (flagged): so few give no trustworthy mean or spread.
 * Pure: the server module reads the counted scores, this one only computes.
 */

export const MIN_SCORES_TO_ADJUST = 5

export type RawScore = { projectId: number; judgeId: number; criteriaId: number; score: number }

export type CriterionScale = { id: number; maxPoints: number; weight: number }

export type ProjectResult = {
  projectId: number
  /** Distinct judges who scored it. */
  judgeCount: number
  /** The weighted score (docs/rules.md#ranking) on the raw scores. */
  rawScore: number
  /** The same formula on the adjusted scores. */
  adjustedScore: number
  /** 1-based and strict: by score, then judge count, then project id. */
  rawRank: number
  adjustedRank: number
  /** Its scores left raw because their judge scored too few projects on that criterion. */
  unadjustedScores: number
}

type Spread = { mean: number; sd: number; count: number }

/** Mean and population standard deviation of each group. */
function spreads<K>(scores: readonly RawScore[], key: (score: RawScore) => K): Map<K, Spread> {
  const groups = new Map<K, number[]>()
  for (const s of scores) {
    const group = groups.get(key(s))
    if (group) group.push(s.score)
    else groups.set(key(s), [s.score])
  }
  const result = new Map<K, Spread>()
  for (const [k, values] of groups) {
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length
    const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length
    result.set(k, { mean, sd: Math.sqrt(variance), count: values.length })
  }
  return result
}

type Cell = { raw: number; adjusted: number; judges: number }
type Tally = { judges: Set<number>; unadjusted: number; cells: Map<number, Cell> }

// Totals that differ only by rounding (sums taken in another order) are equal, so the tie-break decides.
const SAME_SCORE = 1e-9

function assignRanks(
  results: ProjectResult[],
  score: 'rawScore' | 'adjustedScore',
  rank: 'rawRank' | 'adjustedRank',
) {
  const order = [...results].sort(
    (a, b) =>
      (Math.abs(a[score] - b[score]) > SAME_SCORE ? b[score] - a[score] : 0) ||
      b.judgeCount - a.judgeCount ||
      a.projectId - b.projectId,
  )
  order.forEach((result, index) => (result[rank] = index + 1))
}

export function adjustScores(
  scores: readonly RawScore[],
  criteria: readonly CriterionScale[],
): ProjectResult[] {
  const scales = new Map(criteria.map((c) => [c.id, c]))
  const counted = scores.filter((s) => scales.has(s.criteriaId))
  const panel = spreads(counted, (s) => s.criteriaId)
  const judgeKey = (s: RawScore) => `${s.judgeId}:${s.criteriaId}`
  const judges = spreads(counted, judgeKey)

  const tallies = new Map<number, Tally>()
  for (const s of counted) {
    const judge = judges.get(judgeKey(s))!
    const flagged = judge.count < MIN_SCORES_TO_ADJUST
    let adjusted = s.score
    if (!flagged) {
      const { mean, sd } = panel.get(s.criteriaId)!
      const z = judge.sd === 0 ? 0 : (s.score - judge.mean) / judge.sd
      adjusted = Math.min(Math.max(mean + z * sd, 0), scales.get(s.criteriaId)!.maxPoints)
    }
    let tally = tallies.get(s.projectId)
    if (!tally) tallies.set(s.projectId, (tally = { judges: new Set(), unadjusted: 0, cells: new Map() }))
    tally.judges.add(s.judgeId)
    if (flagged) tally.unadjusted++
    const cell = tally.cells.get(s.criteriaId) ?? { raw: 0, adjusted: 0, judges: 0 }
    cell.raw += s.score
    cell.adjusted += adjusted
    cell.judges++
    tally.cells.set(s.criteriaId, cell)
  }

  // Sum over criteria: weight × the mean of the judges who scored it, in the criteria's order.
  const total = (tally: Tally, value: 'raw' | 'adjusted') =>
    criteria.reduce((sum, c) => {
      const cell = tally.cells.get(c.id)
      return cell ? sum + c.weight * (cell[value] / cell.judges) : sum
    }, 0)

  const results: ProjectResult[] = [...tallies].map(([projectId, tally]) => ({
    projectId,
    judgeCount: tally.judges.size,
    rawScore: total(tally, 'raw'),
    adjustedScore: total(tally, 'adjusted'),
    rawRank: 0,
    adjustedRank: 0,
    unadjustedScores: tally.unadjusted,
  }))
  assignRanks(results, 'rawScore', 'rawRank')
  assignRanks(results, 'adjustedScore', 'adjustedRank')
  return results.sort((a, b) => a.projectId - b.projectId)
}
