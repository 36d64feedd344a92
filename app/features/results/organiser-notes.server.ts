import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'

// The judges' notes for the organiser, written beside their comments ("check the video's music licence"):
// read here for Grading Status and the results file only. Nothing a family, a visitor or a judge reads
// selects them (docs/rules.md#who-may-see-what).

export type OrganiserNote = { judgeName: string; criterion: string; note: string }

const notesSql = `
SELECT ps.project_id      AS projectId,
       j.name             AS judgeName,
       c.name             AS criterion,
       ps.organiser_note  AS note
FROM project_scores ps
JOIN judges j ON j.id = ps.judge_id
JOIN scoring_criteria c ON c.id = ps.criteria_id
WHERE ps.organiser_note IS NOT NULL`
const order = 'ORDER BY ps.project_id, j.name, j.id, c.position, c.id'

type NoteRow = OrganiserNote & { projectId: number }

const statements = statementCache((client: Database.Database) => ({
  all: client.prepare<[], NoteRow>(`${notesSql}\n${order}`),
  some: client.prepare<[string], NoteRow>(
    `${notesSql}\n  AND ps.project_id IN (SELECT value FROM json_each(?))\n${order}`,
  ),
}))

function byProject(rows: NoteRow[]): Map<number, OrganiserNote[]> {
  const notes = new Map<number, OrganiserNote[]>()
  for (const { projectId, ...note } of rows) notes.set(projectId, [...(notes.get(projectId) ?? []), note])
  return notes
}

/** The notes on these projects (a page of Grading Status), by project: judge, then criterion. */
export function organiserNotesFor(db: DB, projectIds: number[]): Map<number, OrganiserNote[]> {
  if (projectIds.length === 0) return new Map()
  return byProject(statements(db).some.all(JSON.stringify(projectIds)))
}

/** Every note, by project: the results file. */
export function allOrganiserNotes(db: DB): Map<number, OrganiserNote[]> {
  return byProject(statements(db).all.all())
}

/** One note as the results file writes it: "Judge name, criterion: note". */
export const noteLine = (note: OrganiserNote) => `${note.judgeName}, ${note.criterion}: ${note.note}`
