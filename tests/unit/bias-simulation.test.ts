import { describe, expect, it } from 'vitest'
import { adjustScores, type ProjectResult, type RawScore } from '../../app/features/results/adjusted-scores'
import { planAssignments } from '../../app/features/judging/assignment'

// docs/decisions/0011: does the adjustment bring the ranking closer to the projects' true quality when
// some judges are harsh and some lenient? A seeded simulation, so the figures are the same on every run.

/** mulberry32: a tiny seeded generator of numbers in [0, 1). */
function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A standard normal draw (Box-Muller). */
function normal(random: () => number) {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

/**
 * Kendall's tau-a between the true quality and a strict ranking (1 = best): +1 when every pair is in the
 * right order, −1 when every pair is reversed.
 */
function kendallTau(quality: ReadonlyMap<number, number>, rank: ReadonlyMap<number, number>) {
  const ids = [...quality.keys()]
  let sum = 0
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i]!, ids[j]!]
      sum += Math.sign(quality.get(a)! - quality.get(b)!) * Math.sign(rank.get(b)! - rank.get(a)!)
    }
  }
  return sum / ((ids.length * (ids.length - 1)) / 2)
}

const PROJECTS = 30
const TRIALS = 20
const MAX_POINTS = 10
const criteria = [1, 2, 3].map((id) => ({ id, maxPoints: MAX_POINTS, weight: 1 }))
// Judges 1 and 2 are harsh, 3 and 4 lenient, 5 and 6 neutral.
const judgeBias = new Map([
  [1, -2],
  [2, -2],
  [3, 2],
  [4, 2],
  [5, 0],
  [6, 0],
])

function runTrial(random: () => number) {
  const projectIds = Array.from({ length: PROJECTS }, (_, i) => i + 1)
  const quality = new Map(projectIds.map((id) => [id, 2 + 6 * random()]))
  const { assignments } = planAssignments({
    projectIds,
    judgeIds: shuffle([...judgeBias.keys()], random),
    judgesPerProject: 3,
    current: [],
    recusals: [],
  })
  const scores: RawScore[] = assignments.flatMap(({ projectId, judgeId }) =>
    criteria.map(({ id }) => {
      const noisy = quality.get(projectId)! + judgeBias.get(judgeId)! + normal(random)
      return {
        projectId,
        judgeId,
        criteriaId: id,
        score: Math.min(Math.max(Math.round(noisy), 0), MAX_POINTS),
      }
    }),
  )
  const results = adjustScores(scores, criteria)
  const ranks = (key: keyof Pick<ProjectResult, 'rawRank' | 'adjustedRank'>) =>
    new Map(results.map((r) => [r.projectId, r[key]]))
  return {
    results,
    raw: kendallTau(quality, ranks('rawRank')),
    adjusted: kendallTau(quality, ranks('adjustedRank')),
  }
}

describe('bias adjustment on simulated judging', () => {
  it('ranks closer to the true quality than the raw scores do', () => {
    const random = mulberry32(20240611)
    const trials = Array.from({ length: TRIALS }, () => runTrial(random))
    for (const { results } of trials) {
      expect(results).toHaveLength(PROJECTS)
      expect(results.every((r) => r.judgeCount === 3)).toBe(true)
    }
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
    const raw = mean(trials.map((t) => t.raw))
    const adjusted = mean(trials.map((t) => t.adjusted))
    console.log(
      `Kendall tau with the true quality over ${TRIALS} trials: raw ${raw.toFixed(3)}, adjusted ${adjusted.toFixed(3)}`,
    )
    expect(adjusted).toBeGreaterThan(raw)
  })
})
