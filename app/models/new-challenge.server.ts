import { count, eq, isNull, sql } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import {
  assignments,
  judgeProgress,
  judges,
  newChallenges,
  projects,
  projectScores,
  recusals,
  removedFiles,
  scoreBatches,
  storedFiles,
} from '../../db/schema'
import { site } from '~/content/site'
import { confirmsChallengeName } from '~/schemas/new-challenge'
import { removeStoredFiles, type FileStore } from './file-store.server'
import { deletePeoplesChoice } from './ballots.server'
import { setResultsVisibility, setScoringOpen } from './judging-settings.server'
import { clearSubmissionWindow } from './submission-window.server'

// "Start a new challenge" (Event tab): after the archive, this year's projects and everything hanging off
// them (table numbers, People's Choice ballots and votes) go, in one transaction; judges, criteria, settings and the event details stay. Files are deleted
// from disk once the rows are gone for good (docs/decisions/0031-a-new-challenge.md).

/** The name the organiser types to confirm: read here only, so that its source can change in one place. */
export function challengeName(): string {
  return site.challengeName
}

/** What the section says a new challenge would remove, and whether the new dates are still to be set. */
export function newChallengeSummary(db: DB) {
  const rows = (table: typeof projects | typeof projectScores | typeof storedFiles) =>
    db.select({ n: count() }).from(table).get()?.n ?? 0
  return {
    challengeName: challengeName(),
    projects: rows(projects),
    scores: rows(projectScores),
    files: rows(storedFiles),
    activeJudges: db.select({ n: count() }).from(judges).where(eq(judges.isActive, true)).get()?.n ?? 0,
    datesToUpdate: datesToUpdate(db),
    started: db.select({ n: count() }).from(newChallenges).get()?.n ?? 0,
  }
}

export type NewChallengeOutcome =
  { outcome: 'started'; projects: number; files: number; judges: number } | { outcome: 'wrong-name' }

/**
 * Removes every project with its files, scores, assignments, step-asides, judges' progress, private link,
 * consent and table number, and every score batch; sets the judges inactive (the organiser switches on
 * those who return); puts the results back to Live and opens scoring. All in one transaction: a crash
 * leaves the old challenge or the new one. The files' names go into removed_files in the same transaction
 * and are deleted from disk after the commit; a crash in between leaves them to the next start.
 */
export function startNewChallenge(db: DB, store: FileStore, typedName: string): NewChallengeOutcome {
  if (!confirmsChallengeName(typedName, challengeName())) return { outcome: 'wrong-name' }
  // IMMEDIATE: the write lock from the first read, so no upload commits between the list and the removal.
  const started = db.$client
    .transaction(() => {
      db.run(sql`INSERT OR IGNORE INTO ${removedFiles} (name) SELECT name FROM ${storedFiles}`)
      const files = db.delete(storedFiles).run().changes
      // Before the scores: the triggers of migration 0012 would otherwise count each one down.
      db.delete(judgeProgress).run()
      db.delete(projectScores).run()
      db.delete(recusals).run()
      db.delete(assignments).run()
      db.delete(scoreBatches).run()
      deletePeoplesChoice(db)
      const removed = db.delete(projects).run().changes
      const inactive = db.update(judges).set({ isActive: false }).where(eq(judges.isActive, true)).run()
      setResultsVisibility(db, 'live')
      setScoringOpen(db, true)
      clearSubmissionWindow(db)
      db.insert(newChallenges).values({}).run()
      return { projects: removed, files, judges: inactive.changes }
    })
    .immediate()
  sweepRemovedFiles(db, store)
  return { outcome: 'started', ...started }
}

/**
 * Deletes from disk the files a new challenge removed, then forgets their names. Called right after the
 * removal commits, and at start for what a crash left (services/storage.server.ts).
 */
export function sweepRemovedFiles(db: DB, store: FileStore): void {
  const names = db
    .select({ name: removedFiles.name })
    .from(removedFiles)
    .all()
    .map((row) => row.name)
  if (names.length === 0) return
  removeStoredFiles(names, store)
  db.$client.transaction(() => {
    for (const name of names) db.delete(removedFiles).where(eq(removedFiles.name, name)).run()
  })()
}

/** Whether the Event tab asks for the new challenge's dates: a new challenge started since the last save. */
export function datesToUpdate(db: DB): boolean {
  return (
    db
      .select({ id: newChallenges.id })
      .from(newChallenges)
      .where(isNull(newChallenges.datesUpdatedAt))
      .get() !== undefined
  )
}

/** To call when the event details are saved: the banner asking for the new dates goes. */
export function datesUpdated(db: DB): void {
  db.update(newChallenges)
    .set({ datesUpdatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` })
    .where(isNull(newChallenges.datesUpdatedAt))
    .run()
}
