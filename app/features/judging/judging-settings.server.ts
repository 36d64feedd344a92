import { eq, sql } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { judgingSettings } from '../../../db/schema'
import { preparedQuery } from '../../../db/statements'
import type { ResultsVisibility } from '~/features/results/awards'
import { MIN_JUDGES_TO_RANK_DEFAULT, type JudgingSettingsInput } from '~/features/judging/judging-settings'
import type { ParticipantNames } from '~/features/families/participant-names'
import { syncAssignments } from './assignment.server'
import { publicName } from '~/features/families/public-names'
import { nameStyleFor, seesResults, type Viewer } from '~/features/showcase/visibility.server'

export type JudgingSettings = JudgingSettingsInput & {
  resultsVisibility: ResultsVisibility
  scoringOpen: boolean
  participantNames: ParticipantNames
}

const defaults: JudgingSettings = {
  judgesPerProject: 3,
  leaderboardRanking: 'raw',
  minJudgesToRank: MIN_JUDGES_TO_RANK_DEFAULT,
  resultsVisibility: 'live',
  scoringOpen: true,
  participantNames: 'full',
}

/** The one row migration 0007 wrote; the defaults if it were ever missing. */
const settingsQuery = preparedQuery((db: Pick<DB, 'select'>) =>
  db
    .select({
      judgesPerProject: judgingSettings.judgesPerProject,
      leaderboardRanking: judgingSettings.leaderboardRanking,
      minJudgesToRank: judgingSettings.minJudgesToRank,
      resultsVisibility: judgingSettings.resultsVisibility,
      scoringOpen: judgingSettings.scoringOpen,
      participantNames: judgingSettings.participantNames,
    })
    .from(judgingSettings)
    .where(eq(judgingSettings.id, 1))
    .prepare(),
)

export function getJudgingSettings(db: Pick<DB, 'select'>): JudgingSettings {
  return settingsQuery(db).get() ?? defaults
}

/**
 * Whether this viewer may see ranks, scores and judges' comments now: always the admin, everyone
 * else unless the organiser hid the results until the awards. Read per request, so a switch takes effect
 * for the very next one (and its write changes the data version the page cache checks).
 */
export function resultsShownTo(db: Pick<DB, 'select'>, viewer: Pick<Viewer, 'role'>): boolean {
  return seesResults(viewer, getJudgingSettings(db).resultsVisibility)
}

/**
 * The author's name as this viewer may read it, for every project or leaderboard row one page or
 * API answer reads (the setting is read once). The admin reads names as entered; everyone else in the
 * form the organiser chose. Read per request, like resultsShownTo, so a switch counts at once.
 */
export function authorNamesFor(db: Pick<DB, 'select'>, viewer: Pick<Viewer, 'role'>) {
  const style = nameStyleFor(viewer, getJudgingSettings(db).participantNames)
  return <T extends { authorName: string }>(row: T): T =>
    style === 'full' ? row : { ...row, authorName: publicName(row.authorName, style) }
}

/** Whether judges may still submit scores and step aside. Read inside the writer's transaction. */
export function isScoringOpen(db: Pick<DB, 'select'>): boolean {
  return getJudgingSettings(db).scoringOpen
}

function saveSettings(db: Pick<DB, 'insert'>, values: Partial<JudgingSettings>) {
  db.insert(judgingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: judgingSettings.id,
      set: { ...values, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` },
    })
    .run()
}

/** Live, hidden until the awards, or published: the admin's switch, and the reveal's final button. */
export function setResultsVisibility(db: DB, resultsVisibility: ResultsVisibility): JudgingSettings {
  saveSettings(db, { resultsVisibility })
  return getJudgingSettings(db)
}

/** Opens or closes scoring for every judge at once. */
export function setScoringOpen(db: DB, scoringOpen: boolean): JudgingSettings {
  saveSettings(db, { scoringOpen })
  return getJudgingSettings(db)
}

/** As entered, or first name and initial, on every public page and in the public JSON. */
export function setParticipantNames(db: DB, participantNames: ParticipantNames): JudgingSettings {
  saveSettings(db, { participantNames })
  return getJudgingSettings(db)
}

/** Saves the settings and re-plans the assignments for the new number of judges per project, together. */
export function updateJudgingSettings(db: DB, input: JudgingSettingsInput): JudgingSettings {
  db.transaction((tx) => {
    saveSettings(tx, input)
    syncAssignments(db)
  })
  return getJudgingSettings(db)
}
