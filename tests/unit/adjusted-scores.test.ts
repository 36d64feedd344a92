import { describe, expect, it } from 'vitest'
import { adjustScores, MIN_SCORES_TO_ADJUST, type RawScore } from '../../app/features/results/adjusted-scores'

// One criterion out of 10, weight 1, unless a test says otherwise.
const C = 1
const oneCriterion = [{ id: C, maxPoints: 10, weight: 1 }]

/** A judge's scores on criterion C, one per project, starting at `firstProject`. */
function judgeScores(judgeId: number, firstProject: number, scores: number[], criteriaId = C): RawScore[] {
  return scores.map((score, i) => ({ projectId: firstProject + i, judgeId, criteriaId, score }))
}

const byId = (results: ReturnType<typeof adjustScores>) => new Map(results.map((r) => [r.projectId, r]))

describe('adjustScores', () => {
  it('adjusts from 5 scores on a criterion', () => {
    expect(MIN_SCORES_TO_ADJUST).toBe(5)
  })

  it("moves a harsh judge's scores up and a lenient judge's down, onto the panel's scale", () => {
    // Judge 1 (harsh) gives projects 1-5 the scores 1..5: mean 3, sd √2. Judge 2 (lenient) gives
    // projects 6-10 the scores 5..9: mean 7, sd √2. The panel: mean 5, sd √6. Adjusted = 5 + z·√6.
    const results = byId(
      adjustScores(
        [...judgeScores(1, 1, [1, 2, 3, 4, 5]), ...judgeScores(2, 6, [5, 6, 7, 8, 9])],
        oneCriterion,
      ),
    )
    const adjusted = (id: number) => results.get(id)!.adjustedScore
    expect(adjusted(1)).toBeCloseTo(5 - 2 * Math.sqrt(3), 10) // 1 → 1.536
    expect(adjusted(2)).toBeCloseTo(5 - Math.sqrt(3), 10) // 2 → 3.268
    expect(adjusted(3)).toBe(5) // the harsh judge's middle: 3 → 5
    expect(adjusted(5)).toBeCloseTo(5 + 2 * Math.sqrt(3), 10) // 5 → 8.464
    expect(adjusted(8)).toBe(5) // the lenient judge's middle: 7 → 5
    expect(adjusted(10)).toBeCloseTo(5 + 2 * Math.sqrt(3), 10) // 9 → 8.464
    expect(results.get(1)!.rawScore).toBe(1)
    expect(results.get(10)!.rawScore).toBe(9)

    // Raw: 9, 8, 7, 6, then projects 5 and 6 tie on 5 (one judge each) and the lower id goes first.
    const rawOrder = [...results.values()].sort((a, b) => a.rawRank - b.rawRank).map((r) => r.projectId)
    expect(rawOrder).toEqual([10, 9, 8, 7, 5, 6, 4, 3, 2, 1])
    // Adjusted: each of the harsh judge's projects ties with the lenient judge's in the same place.
    const adjustedOrder = [...results.values()]
      .sort((a, b) => a.adjustedRank - b.adjustedRank)
      .map((r) => r.projectId)
    expect(adjustedOrder).toEqual([5, 10, 4, 9, 3, 8, 2, 7, 1, 6])
    expect([...results.values()].every((r) => r.unadjustedScores === 0 && r.judgeCount === 1)).toBe(true)
  })

  it('keeps and flags the raw scores of a judge with fewer than 5 on the criterion', () => {
    // Judge 1 scores projects 1-5 (1..5: mean 3, sd √2); judge 2 only projects 1 and 2 (7 and 6), kept raw.
    // The panel counts all seven: mean 4, sd 2. Judge 1's adjusted score = 4 + √2·(score − 3).
    const results = byId(
      adjustScores([...judgeScores(1, 1, [1, 2, 3, 4, 5]), ...judgeScores(2, 1, [7, 6])], oneCriterion),
    )
    expect(results.get(1)).toEqual({
      projectId: 1,
      judgeCount: 2,
      rawScore: 4,
      adjustedScore: expect.closeTo((4 - 2 * Math.sqrt(2) + 7) / 2, 10),
      rawRank: expect.any(Number),
      adjustedRank: expect.any(Number),
      unadjustedScores: 1,
    })
    expect(results.get(2)!.adjustedScore).toBeCloseTo((4 - Math.sqrt(2) + 6) / 2, 10)
    expect(results.get(2)!.unadjustedScores).toBe(1)
    expect(results.get(3)!.adjustedScore).toBe(4)
    expect(results.get(3)!.unadjustedScores).toBe(0)
    expect(results.get(5)!.adjustedScore).toBeCloseTo(4 + 2 * Math.sqrt(2), 10)
  })

  it('keeps every score raw when no judge has 5 on the criterion', () => {
    const scores = [...judgeScores(1, 1, [3, 8, 5, 6]), ...judgeScores(2, 1, [4, 9])]
    const results = adjustScores(scores, oneCriterion)
    expect(results.map((r) => [r.rawScore, r.adjustedScore, r.unadjustedScores])).toEqual([
      [3.5, 3.5, 2],
      [8.5, 8.5, 2],
      [5, 5, 1],
      [6, 6, 1],
    ])
  })

  it("clamps the adjusted score to the criterion's 0..maxPoints", () => {
    // Judge 1: 0, 0, 0, 0, 10 (mean 2, sd 4); judge 2: 10, 10, 10, 10, 0 (mean 8, sd 4). Panel: mean 5,
    // sd 5. Judge 1's 10 has z = 2 → 15, clamped to 10; judge 2's 0 has z = −2 → −5, clamped to 0.
    const results = byId(
      adjustScores(
        [...judgeScores(1, 1, [0, 0, 0, 0, 10]), ...judgeScores(2, 6, [10, 10, 10, 10, 0])],
        oneCriterion,
      ),
    )
    expect(results.get(5)!.adjustedScore).toBe(10)
    expect(results.get(10)!.adjustedScore).toBe(0)
    expect(results.get(1)!.adjustedScore).toBe(2.5)
    expect(results.get(6)!.adjustedScore).toBe(7.5)
  })

  it("puts every score of a judge who gave the same score everywhere at the panel's mean", () => {
    // Judge 1: five 3s (sd 0, so z = 0); judge 2: 5..9. Panel mean (15 + 35) / 10 = 5, sd √5.
    const results = byId(
      adjustScores(
        [...judgeScores(1, 1, [3, 3, 3, 3, 3]), ...judgeScores(2, 6, [5, 6, 7, 8, 9])],
        oneCriterion,
      ),
    )
    for (const id of [1, 2, 3, 4, 5]) expect(results.get(id)!.adjustedScore).toBe(5)
    expect(results.get(6)!.adjustedScore).toBeCloseTo(5 - Math.sqrt(10), 10)
  })

  it('weighs each criterion by the mean of the judges who scored it, and ignores unknown criteria', () => {
    const criteria = [
      { id: 1, maxPoints: 10, weight: 2 },
      { id: 2, maxPoints: 20, weight: 0.5 },
    ]
    const scores: RawScore[] = [
      // Project 1, criterion 1: judges 1 and 2 give 6 and 8 (mean 7, × 2 = 14); criterion 2: judge 1
      // alone gives 10 (× 0.5 = 5). Total 19.
      { projectId: 1, judgeId: 1, criteriaId: 1, score: 6 },
      { projectId: 1, judgeId: 2, criteriaId: 1, score: 8 },
      { projectId: 1, judgeId: 1, criteriaId: 2, score: 10 },
      // Criterion 3 is switched off (not in the list): its scores count nowhere, not even the judge.
      { projectId: 1, judgeId: 3, criteriaId: 3, score: 100 },
      { projectId: 2, judgeId: 3, criteriaId: 3, score: 100 },
    ]
    expect(adjustScores(scores, criteria)).toEqual([
      {
        projectId: 1,
        judgeCount: 2,
        rawScore: 19,
        adjustedScore: 19,
        rawRank: 1,
        adjustedRank: 1,
        unadjustedScores: 3,
      },
    ])
  })

  it('weighs the adjusted scores too', () => {
    // As in the first test, with weight 3: judge 1's middle score 3 → 5, × 3 = 15.
    const results = byId(
      adjustScores(
        [...judgeScores(1, 1, [1, 2, 3, 4, 5]), ...judgeScores(2, 6, [5, 6, 7, 8, 9])],
        [{ id: C, maxPoints: 10, weight: 3 }],
      ),
    )
    expect(results.get(3)!.rawScore).toBe(9)
    expect(results.get(3)!.adjustedScore).toBe(15)
  })

  it('ranks equal scores by judge count, then project id', () => {
    const scores: RawScore[] = [
      { projectId: 1, judgeId: 1, criteriaId: C, score: 6 },
      { projectId: 2, judgeId: 1, criteriaId: C, score: 6 },
      { projectId: 2, judgeId: 2, criteriaId: C, score: 6 },
      { projectId: 3, judgeId: 2, criteriaId: C, score: 7 },
      { projectId: 4, judgeId: 3, criteriaId: C, score: 6 },
    ]
    const ranks = adjustScores(scores, oneCriterion).map((r) => [r.projectId, r.rawRank, r.adjustedRank])
    expect(ranks).toEqual([
      [1, 3, 3],
      [2, 2, 2],
      [3, 1, 1],
      [4, 4, 4],
    ])
  })

  it('gives nothing for no scores', () => {
    expect(adjustScores([], oneCriterion)).toEqual([])
  })
})
