// Which judges review which project (docs/decisions/0012-judge-assignment.md). Pure: the database side is
// assignment.server.ts, which reads the inputs and writes the plan in one transaction.

export type Pair = { projectId: number; judgeId: number }

export type AssignmentInput = {
  /** The projects judges see, in submission order (earlier projects are served first). */
  projectIds: readonly number[]
  /** The judges who can take work: active and approved. */
  judgeIds: readonly number[]
  judgesPerProject: number
  /** The assignments kept so far; `started` when the judge has scored the project (never moved). */
  current: readonly (Pair & { started: boolean })[]
  /** Judges who stepped aside from a project: never assigned to it. */
  recusals: readonly Pair[]
}

export type AssignmentPlan = { assignments: Pair[]; add: Pair[]; remove: Pair[] }

/**
 * 'top-up' (what every change to the event runs) keeps every valid assignment and only adds: a project
 * short of judges takes the least-loaded judges who can take it. Nothing moves from one judge to another,
 * so a judge's queue stays put while the event runs, even a project the judge is scoring on a tablet whose
 * evaluation has not reached the server yet. It lets go only of what can no longer be judged (a project
 * judges no longer see, a judge switched off or deleted, a step-aside) and, when the organiser lowers the
 * number of judges per project, of the unstarted assignments beyond it.
 *
 * 'rebalance' (the organiser's button, and nothing else) first lets go of every assignment no judge has
 * started, then plans those afresh, and moves unstarted ones until, whenever there are enough judges:
 * - every project has `judgesPerProject` distinct judges, none of them one who stepped aside from it;
 * - the judges' loads differ by at most 1;
 * - every two judges share at least one project, so each judge's scale can be compared with the others'
 *   (the bias adjustment needs it).
 * Assignments a judge has started are never moved; they may keep a load above the others'. After a top-up
 * the first and the last two hold only as far as adding alone achieves them: a judge approved mid-event
 * takes new work, not the others', until the organiser rebalances.
 */
export function planAssignments(
  input: AssignmentInput,
  mode: 'top-up' | 'rebalance' = 'top-up',
): AssignmentPlan {
  const state = new AssignmentState(input)
  for (const pair of input.current) {
    const valid = state.hasProject(pair.projectId) && state.hasJudge(pair.judgeId) && !state.isRecused(pair)
    if (!valid) continue
    if (pair.started || mode === 'top-up') state.assign(pair, pair.started)
    else state.preferred.add(key(pair.projectId, pair.judgeId))
  }
  state.dropSurplus(input.judgesPerProject)
  state.topUp(input.judgesPerProject)
  if (mode === 'rebalance') {
    state.balanceLoads()
    state.connectJudges()
  }
  return state.plan(input.current)
}

const key = (projectId: number, judgeId: number) => `${projectId}:${judgeId}`

class AssignmentState {
  private readonly judgeOrder: Map<number, number>
  private readonly projectIds: readonly number[]
  private readonly recused: Set<string>
  private readonly started = new Set<string>()
  /** When rebalancing: the unstarted assignments let go, taken again where they fit as well as any other. */
  readonly preferred = new Set<string>()
  /** project → its judges; judge → their projects; pair of judges → how many projects they share. */
  private readonly judgesOf = new Map<number, Set<number>>()
  private readonly projectsOf = new Map<number, Set<number>>()
  private readonly shared = new Map<string, number>()

  constructor(input: AssignmentInput) {
    this.projectIds = input.projectIds
    this.judgeOrder = new Map(input.judgeIds.map((id, index) => [id, index]))
    this.recused = new Set(input.recusals.map((r) => key(r.projectId, r.judgeId)))
    for (const id of input.projectIds) this.judgesOf.set(id, new Set())
    for (const id of input.judgeIds) this.projectsOf.set(id, new Set())
  }

  hasProject = (id: number) => this.judgesOf.has(id)
  hasJudge = (id: number) => this.projectsOf.has(id)
  isRecused = (pair: Pair) => this.recused.has(key(pair.projectId, pair.judgeId))
  private load = (judgeId: number) => this.projectsOf.get(judgeId)!.size
  private isStarted = (projectId: number, judgeId: number) => this.started.has(key(projectId, judgeId))

  private sharedBy(a: number, b: number) {
    return this.shared.get(a < b ? `${a}:${b}` : `${b}:${a}`) ?? 0
  }

  private addShared(a: number, b: number, delta: number) {
    const k = a < b ? `${a}:${b}` : `${b}:${a}`
    this.shared.set(k, (this.shared.get(k) ?? 0) + delta)
  }

  /** Could this judge take this project: not on it already and not stepped aside from it. */
  private canTake(projectId: number, judgeId: number) {
    return !this.judgesOf.get(projectId)!.has(judgeId) && !this.recused.has(key(projectId, judgeId))
  }

  assign({ projectId, judgeId }: Pair, started = false) {
    const judges = this.judgesOf.get(projectId)!
    for (const other of judges) this.addShared(judgeId, other, 1)
    judges.add(judgeId)
    this.projectsOf.get(judgeId)!.add(projectId)
    if (started) this.started.add(key(projectId, judgeId))
  }

  private unassign({ projectId, judgeId }: Pair) {
    const judges = this.judgesOf.get(projectId)!
    judges.delete(judgeId)
    for (const other of judges) this.addShared(judgeId, other, -1)
    this.projectsOf.get(judgeId)!.delete(projectId)
  }

  /** A lowered "judges per project": unstarted assignments beyond it go, the busiest judges' first. */
  dropSurplus(perProject: number) {
    for (const projectId of this.projectIds) {
      const judges = this.judgesOf.get(projectId)!
      const movable = [...judges]
        .filter((judgeId) => !this.isStarted(projectId, judgeId))
        .sort((a, b) => this.load(b) - this.load(a))
      for (const judgeId of movable) {
        if (judges.size <= perProject) break
        this.unassign({ projectId, judgeId })
      }
    }
  }

  /**
   * Every project short of judges takes the least-loaded judges who can take it; among equals, the judge it
   * had before a rebalance (so queues change no more than they must), then the one who shares the fewest
   * projects with its judges so far (so new pairs of judges meet), then the roster order.
   */
  topUp(perProject: number) {
    for (const projectId of this.projectIds) {
      const judges = this.judgesOf.get(projectId)!
      while (judges.size < perProject) {
        let best: { judgeId: number; rank: number[] } | null = null
        for (const [judgeId, order] of this.judgeOrder) {
          if (!this.canTake(projectId, judgeId)) continue
          let overlap = 0
          for (const other of judges) overlap += this.sharedBy(judgeId, other)
          const before = this.preferred.has(key(projectId, judgeId)) ? 0 : 1
          const rank = [this.load(judgeId), before, overlap, order]
          if (!best || compareRanks(rank, best.rank) < 0) best = { judgeId, rank }
        }
        if (!best) break
        this.assign({ projectId, judgeId: best.judgeId })
      }
    }
  }

  /** Moves unstarted assignments from the busiest judges to the least busy until loads differ by at most 1. */
  balanceLoads() {
    for (let moves = 0; moves < 100_000; moves++) {
      const byLoad = [...this.judgeOrder.keys()].sort((a, b) => this.load(a) - this.load(b))
      if (byLoad.length < 2 || this.load(byLoad.at(-1)!) - this.load(byLoad[0]!) <= 1) return
      if (!this.moveOne(byLoad)) return
    }
  }

  private moveOne(byLoad: number[]) {
    for (const donor of [...byLoad].reverse()) {
      for (const receiver of byLoad) {
        if (this.load(donor) - this.load(receiver) < 2) break
        for (const projectId of this.projectsOf.get(donor)!) {
          if (this.isStarted(projectId, donor) || !this.canTake(projectId, receiver)) continue
          this.unassign({ projectId, judgeId: donor })
          this.assign({ projectId, judgeId: receiver })
          return true
        }
      }
    }
    return false
  }

  /**
   * Every two judges should share a project. For a pair (a, b) that shares none: on a project P of a's,
   * b takes the place of another judge c, and c takes b's place on a project Q of b's. Loads do not change;
   * the swap is made only when no pair of judges loses its last shared project.
   */
  connectJudges() {
    const judges = [...this.judgeOrder.keys()]
    for (let i = 0; i < judges.length; i++) {
      for (let j = i + 1; j < judges.length; j++) {
        const [a, b] = [judges[i]!, judges[j]!]
        if (this.sharedBy(a, b) === 0 && !this.connect(a, b)) this.connect(b, a)
      }
    }
  }

  private connect(a: number, b: number): boolean {
    for (const p of this.projectsOf.get(a)!) {
      if (!this.canTake(p, b)) continue
      for (const c of this.judgesOf.get(p)!) {
        if (c === a || this.isStarted(p, c) || !this.canLeave(p, c, b)) continue
        for (const q of this.projectsOf.get(b)!) {
          if (q === p || this.isStarted(q, b) || !this.canTake(q, c) || !this.canLeave(q, b, c)) continue
          this.unassign({ projectId: p, judgeId: c })
          this.unassign({ projectId: q, judgeId: b })
          this.assign({ projectId: p, judgeId: b })
          this.assign({ projectId: q, judgeId: c })
          return true
        }
      }
    }
    return false
  }

  /** Can `judge` leave `project` (to `replacement`) without some pair of judges losing its last shared project? */
  private canLeave(project: number, judge: number, replacement: number) {
    for (const other of this.judgesOf.get(project)!) {
      if (other === judge || other === replacement) continue
      if (this.sharedBy(judge, other) < 2) return false
    }
    return true
  }

  plan(current: readonly Pair[]): AssignmentPlan {
    const assignments: Pair[] = []
    for (const projectId of this.projectIds) {
      for (const judgeId of this.judgesOf.get(projectId)!) assignments.push({ projectId, judgeId })
    }
    const before = new Set(current.map((p) => key(p.projectId, p.judgeId)))
    const after = new Set(assignments.map((p) => key(p.projectId, p.judgeId)))
    return {
      assignments,
      add: assignments.filter((p) => !before.has(key(p.projectId, p.judgeId))),
      remove: current
        .filter((p) => !after.has(key(p.projectId, p.judgeId)))
        .map(({ projectId, judgeId }) => ({ projectId, judgeId })),
    }
  }
}

function compareRanks(a: readonly number[], b: readonly number[]) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}
