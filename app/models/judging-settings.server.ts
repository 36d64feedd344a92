import { eq, sql } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { judgingSettings } from '../../db/schema'
import type { JudgingSettingsInput } from '~/schemas/judging-settings'
import { syncAssignments } from './assignment.server'

export type JudgingSettings = JudgingSettingsInput

/** The one row migration 0007 wrote; the defaults if it were ever missing. */
export function getJudgingSettings(db: Pick<DB, 'select'>): JudgingSettings {
  const row = db
    .select({
      judgesPerProject: judgingSettings.judgesPerProject,
      leaderboardRanking: judgingSettings.leaderboardRanking,
    })
    .from(judgingSettings)
    .where(eq(judgingSettings.id, 1))
    .get()
  return row ?? { judgesPerProject: 3, leaderboardRanking: 'raw' }
}

/** Saves the settings and re-plans the assignments for the new number of judges per project, together. */
export function updateJudgingSettings(db: DB, input: JudgingSettingsInput): JudgingSettings {
  db.transaction((tx) => {
    tx.insert(judgingSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({
        target: judgingSettings.id,
        set: { ...input, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` },
      })
      .run()
    syncAssignments(db)
  })
  return getJudgingSettings(db)
}
