import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { visibleStatusSql } from '~/features/showcase/visibility.server'

// What an inactive judge reads on their dashboard (docs/rules.md#accounts-and-sessions): the scores and
// comments they gave, each under the name of the project it was for. Nothing else of the project: no author,
// no description, no file, no other judge's score. The same projects and criteria as the judge's score
// records (judging.server.ts): never a rejected project, only the criteria that count.

export type OwnScores = {
  projectId: number
  projectName: string
  scores: { criterion: string; score: number; maxPoints: number; comments: string | null }[]
}

type Row = {
  projectId: number
  projectName: string
  criterion: string
  score: number
  maxPoints: number
  comments: string | null
}

const statements = statementCache((client: Database.Database) => ({
  own: client.prepare<[number], Row>(`
SELECT p.id         AS projectId,
       p.name       AS projectName,
       c.name       AS criterion,
       ps.score,
       c.max_points AS maxPoints,
       ps.comments
FROM project_scores ps
JOIN projects p ON p.id = ps.project_id AND ${visibleStatusSql('judge', 'p.status')}
JOIN scoring_criteria c ON c.id = ps.criteria_id AND c.is_active = 1
WHERE ps.judge_id = ?
ORDER BY p.submitted_at, p.id, c.position, c.id`),
}))

/** This judge's own scores, a project at a time, in the order the projects were submitted. */
export function ownScores(db: DB, judgeId: number): OwnScores[] {
  const byProject = new Map<number, OwnScores>()
  for (const { projectId, projectName, ...score } of statements(db).own.all(judgeId)) {
    let project = byProject.get(projectId)
    if (!project) byProject.set(projectId, (project = { projectId, projectName, scores: [] }))
    project.scores.push(score)
  }
  return [...byProject.values()]
}
