import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { getJudgingSettings } from './judging-settings.server'
import { weightedScoreCtes } from '~/features/results/weighted-scores.server'
import { listedSql } from '~/features/showcase/visibility.server'

// How well the judging covers the projects, for the organiser's Grading Status tab. A project's
// coverage is the number of judges whose scores count on it (judges_scored in the grading rows: a judge
// who stepped aside no longer counts); the assignment (assignment.server.ts) is what should bring it up to
// the judges per project the organiser set.

export type CoverageSummary = {
  judgesPerProject: number
  /** The projects judges work on (pending and approved). */
  projects: number
  /** Of those, the ones with fewer than judgesPerProject judges whose scores count. */
  underCovered: number
  /** Of those, the ones with fewer than judgesPerProject judges assigned (too few judges to go round). */
  underAssigned: number
  assignments: number
  /** The judges who can take work (active and approved), and the fewest and most projects one has. */
  judges: number
  minLoad: number | null
  maxLoad: number | null
}

const coverageSql = `
WITH ${weightedScoreCtes('judge')},
listed AS (
  SELECT id FROM projects WHERE ${listedSql('judge')}
),
assigned AS (
  SELECT a.project_id, a.judge_id
  FROM assignments a
  JOIN listed l ON l.id = a.project_id
),
loads AS (
  SELECT (SELECT count(*) FROM assigned a WHERE a.judge_id = j.id) AS load
  FROM judges j
  WHERE j.is_active = 1
    AND j.approved_at IS NOT NULL
)
SELECT (SELECT count(*) FROM listed)                             AS projects,
       (SELECT count(*)
        FROM listed l
        LEFT JOIN project_judges pj ON pj.project_id = l.id
        WHERE coalesce(pj.judge_count, 0) < @target)             AS underCovered,
       (SELECT count(*)
        FROM listed l
        WHERE (SELECT count(*) FROM assigned a WHERE a.project_id = l.id) < @target)
                                                                 AS underAssigned,
       (SELECT count(*) FROM assigned)                           AS assignments,
       (SELECT count(*) FROM loads)                              AS judges,
       (SELECT min(load) FROM loads)                             AS minLoad,
       (SELECT max(load) FROM loads)                             AS maxLoad`

type CoverageRow = Omit<CoverageSummary, 'judgesPerProject'>

const statements = statementCache((client: Database.Database) => ({
  coverage: client.prepare<[{ target: number }], CoverageRow>(coverageSql),
}))

/** The counts above the Grading Status table, against the judges per project in the settings. */
export function getCoverageSummary(db: DB): CoverageSummary {
  const read = db.$client.transaction(() => {
    const { judgesPerProject } = getJudgingSettings(db)
    const row = statements(db).coverage.get({ target: judgesPerProject })!
    return { judgesPerProject, ...row }
  })
  return read()
}
