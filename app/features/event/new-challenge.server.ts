import { count, eq, isNull, sql } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import {
  assignments,
  feedbackEmails,
  judgeProgress,
  judges,
  newChallenges,
  projects,
  projectScores,
  recusals,
  removedFiles,
  scoreBatches,
  storedFiles,
} from '../../../db/schema'
import { site } from '~/content/site'
import { confirmsChallengeName } from '~/features/event/new-challenge'
import { removeStoredFiles, type FileStore } from '~/infra/file-store.server'
import { deletePeoplesChoice } from '~/features/showcase/ballots.server'
import { setResultsVisibility, setScoringOpen } from '~/features/judging/judging-settings.server'
import { revokeAllJudgeSessions } from '~/features/accounts/judges.server'
import { startSeasonCopy, SeasonCopyFailed, type SeasonCopy } from './season-copy.server'
import { closeSubmissionWindow } from '~/features/submissions/submission-window.server'

// "Start a new challenge" (Event tab): first a complete copy of the season in the backups folder, then this
// year's projects and everything hanging off them (table numbers, People's Choice ballots and votes) go, in
// one transaction; judges (signed out), criteria, settings and the event details stay. Files are deleted
// from disk once the rows are gone for good (docs/decisions/0031-a-new-challenge.md, and 0036 for the copy).

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
  | { outcome: 'started'; projects: number; files: number; judges: number; copy: string }
  | { outcome: 'wrong-name' }
  | { outcome: 'copy-failed'; reason: string }

/**
 * Keeps a copy of the season in `backupDir` (features/event/season-copy.server.ts), then removes every project
 * with its files, scores, assignments, step-asides, judges' progress, private link, consent and table
 * number, every score batch and the record of who was e-mailed their feedback; sets the judges inactive (the organiser switches on those who return) and
 * signs every judge out; puts the results back to Live, opens scoring, and closes submissions until the
 * organiser sets the new dates. All in one transaction: a crash leaves the old challenge or the new one.
 * The copy's database is taken inside that transaction, so it holds every row the removal removes; if the
 * copy cannot be made, nothing is removed. The files' names go into removed_files in the same transaction
 * and are deleted from disk after the commit; a crash in between leaves them to the next start.
 */
export async function startNewChallenge(
  db: DB,
  store: FileStore,
  typedName: string,
  { backupDir, now = new Date() }: { backupDir: string; now?: Date },
): Promise<NewChallengeOutcome> {
  if (!confirmsChallengeName(typedName, challengeName())) return { outcome: 'wrong-name' }
  let season: SeasonCopy | undefined
  try {
    season = await startSeasonCopy(store, backupDir, now)
    const sqlite = db.$client
    const secureDelete = sqlite.pragma('secure_delete', { simple: true })
    // What is removed is overwritten with zeros in the file, not only marked free: last year's families'
    // addresses must not stay inside app.db (see also scrub below).
    sqlite.pragma('secure_delete = ON')
    try {
      // IMMEDIATE: the write lock from the first read, so that nothing commits between the copy and the removal.
      const started = sqlite
        .transaction(() => {
          const kept = season!.complete(sqlite)
          return { ...removeSeason(db, now), copy: kept.folder }
        })
        .immediate()
      console.log(
        `[new challenge] this season was copied to ${started.copy} before ${started.projects} project(s) ` +
          `and ${started.files} file(s) were removed`,
      )
      sweepRemovedFiles(db, store)
      scrub(db)
      return { outcome: 'started', ...started }
    } finally {
      sqlite.pragma(`secure_delete = ${Number(secureDelete)}`)
    }
  } catch (error) {
    season?.discard()
    if (!(error instanceof SeasonCopyFailed)) throw error
    console.error(`[new challenge] nothing was removed: ${error.message}`)
    return { outcome: 'copy-failed', reason: error.message }
  }
}

/** The removal itself, inside startNewChallenge's transaction. */
function removeSeason(db: DB, now: Date) {
  db.run(sql`INSERT OR IGNORE INTO ${removedFiles} (name) SELECT name FROM ${storedFiles}`)
  const files = db.delete(storedFiles).run().changes
  // Before the scores: the triggers of migration 0012 would otherwise count each one down.
  db.delete(judgeProgress).run()
  db.delete(projectScores).run()
  db.delete(recusals).run()
  db.delete(assignments).run()
  db.delete(scoreBatches).run()
  deletePeoplesChoice(db)
  // Who was e-mailed their feedback: next season's families get theirs (docs/decisions/0049).
  db.delete(feedbackEmails).run()
  const removed = db.delete(projects).run().changes
  const inactive = db.update(judges).set({ isActive: false }).where(eq(judges.isActive, true)).run()
  revokeAllJudgeSessions(db)
  setResultsVisibility(db, 'live')
  setScoringOpen(db, true)
  closeSubmissionWindow(db, now.getTime())
  db.insert(newChallenges).values({}).run()
  return { projects: removed, files, judges: inactive.changes }
}

/**
 * Rewrites the database file without the free space the removal left, then folds the write-ahead log into
 * it and empties it, so that nothing of the removed season stays in either file (the copy is the keeper).
 * The season is already removed: a failure here is logged, not shown.
 */
function scrub(db: DB) {
  try {
    db.$client.exec('VACUUM')
    db.$client.pragma('wal_checkpoint(TRUNCATE)')
  } catch (error) {
    console.error('[new challenge] the database file could not be compacted:', (error as Error).message)
  }
}

/**
 * Deletes from disk the files a new challenge removed, then forgets their names. Called right after the
 * removal commits, and at start for what a crash left (infra/storage.server.ts).
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
