import { eq, sql } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { submissionWindow } from '../../../db/schema'
import {
  submissionWindowMessages,
  type SubmissionWindowInput,
} from '~/features/submissions/submission-window-form'
import {
  submissionWindowTexts,
  windowSentences,
  type SubmissionWindowView,
  type WindowPhase,
} from '~/features/submissions/submission-window'
import { wallTime, wallTimeToMs } from '~/utils/time'
import { storedTimeZone } from '~/features/event/event-details.server'
import { catalogueOf, catalogues } from '~/i18n/catalogues.server'
import { datesIn } from '~/i18n/dates'
import { defaultLanguage, type Language } from '~/i18n/languages'
import { translator } from '~/i18n/translate'

// When families may submit (docs/decisions/0030). Both ends are optional; with neither, submissions are
// always open, as before the window existed. A submission counts by the moment its request arrived, which
// the route takes before it reads the body and hands in here as `arrivedAt`. The ends are kept as the
// wall-clock times the organiser typed, and name moments in the event's zone as it is now
// (docs/decisions/0037): the close shown on the Event tab is the close that applies.

export type { SubmissionWindowView } from '~/features/submissions/submission-window'
/** The moments the window opens and closes, in ms; null for no limit on that side. */
export type SubmissionWindow = { opensAt: number | null; closesAt: number | null }
/**
 * The window as stored: the organiser's wall-clock times ("2025-05-31T17:00") and the zone they were
 * typed in (null when neither is set).
 */
export type StoredWindow = { opensAt: string | null; closesAt: string | null; timeZone: string | null }

const alwaysOpen: StoredWindow = { opensAt: null, closesAt: null, timeZone: null }

/** The one row migration 0017 wrote; always open if it were ever missing. */
export function getStoredWindow(db: Pick<DB, 'select'>): StoredWindow {
  const row = db
    .select({
      opensAt: submissionWindow.opensAt,
      closesAt: submissionWindow.closesAt,
      timeZone: submissionWindow.timeZone,
    })
    .from(submissionWindow)
    .where(eq(submissionWindow.id, 1))
    .get()
  return row ?? alwaysOpen
}

/** The moments a stored window's wall-clock times name in a zone. */
export function windowMoments(stored: StoredWindow, timeZone: string): SubmissionWindow {
  const at = (wall: string | null) => (wall === null ? null : wallTimeToMs(wall, timeZone))
  return { opensAt: at(stored.opensAt), closesAt: at(stored.closesAt) }
}

/** The moments the window opens and closes, read in the event's zone. */
export function getSubmissionWindow(db: Pick<DB, 'select'>, timeZone = storedTimeZone(db)): SubmissionWindow {
  return windowMoments(getStoredWindow(db), timeZone)
}

/** Where a moment falls: before the opening, inside, or at or after the closing. */
export function windowPhase(window: SubmissionWindow, at: number): WindowPhase {
  if (window.opensAt !== null && at < window.opensAt) return 'before'
  if (window.closesAt !== null && at >= window.closesAt) return 'closed'
  return 'open'
}

/** What the submission and challenge pages show, and the dashboard says, at `now`: the pages write its words. */
export function submissionWindowView(
  db: Pick<DB, 'select'>,
  now: number,
  timeZone = storedTimeZone(db),
): SubmissionWindowView {
  const window = getSubmissionWindow(db, timeZone)
  const phase = windowPhase(window, now)
  return {
    phase,
    opensAt: phase === 'before' ? window.opensAt : null,
    closesAt: phase === 'open' ? window.closesAt : null,
    closedAt: phase === 'closed' ? window.closesAt : null,
    now,
  }
}

/** The window's dated sentences in `language`, its dates in the event's zone. */
function sentencesIn(language: Language, timeZone: string) {
  const t = translator(language, catalogueOf(language, 'common'), catalogues[defaultLanguage].common)
  return windowSentences(t, datesIn(language, timeZone, t))
}

export type SubmissionRefusal = { status: 403; message: string }

/**
 * Why a new project whose request arrived at `arrivedAt` is refused, or null when it is welcome. Asked
 * before the body is read (nothing of a refused one is stored) and again after (the organiser may have
 * moved the window meanwhile), both times with the moment the request arrived. Its message is a catalogue
 * key, or before the opening the sentence written in `language` (the page's; the JSON API's English).
 */
export function submissionRefusal(
  db: Pick<DB, 'select'>,
  arrivedAt: number,
  {
    timeZone = storedTimeZone(db),
    language = defaultLanguage,
  }: { timeZone?: string; language?: Language } = {},
): SubmissionRefusal | null {
  const window = getSubmissionWindow(db, timeZone)
  const phase = windowPhase(window, arrivedAt)
  if (phase === 'open') return null
  return {
    status: 403,
    message:
      phase === 'closed'
        ? submissionWindowTexts.refused
        : sentencesIn(language, timeZone).opensOn(window.opensAt!),
  }
}

/**
 * Whether a private-link change that arrived at `arrivedAt` is refused: after the close a project stays
 * as it was judged. Withdrawing is never refused.
 */
export function editRefusal(
  db: Pick<DB, 'select'>,
  arrivedAt: number,
  timeZone = storedTimeZone(db),
): SubmissionRefusal | null {
  return windowPhase(getSubmissionWindow(db, timeZone), arrivedAt) === 'closed'
    ? { status: 403, message: submissionWindowTexts.refused }
    : null
}

/** The window as the Event tab's form shows it: the wall-clock times as typed, '' for no limit. */
export function submissionWindowFields(db: Pick<DB, 'select'>, timeZone = storedTimeZone(db)) {
  const stored = getStoredWindow(db)
  return { opensAt: stored.opensAt ?? '', closesAt: stored.closesAt ?? '', timeZone }
}

/**
 * Saves the organiser's window: the wall-clock times as typed, with the event's zone they were typed in.
 * A time that is not a real one is refused by field; nothing is stored then.
 */
export function saveSubmissionWindow(
  db: Pick<DB, 'insert' | 'select'>,
  input: SubmissionWindowInput,
  timeZone = storedTimeZone(db),
): { ok: true; window: SubmissionWindow } | { ok: false; errors: Record<string, string[]> } {
  const stored = { opensAt: input.opensAt || null, closesAt: input.closesAt || null, timeZone }
  const { opensAt, closesAt } = windowMoments(stored, timeZone)
  const errors: Record<string, string[]> = {}
  if (stored.opensAt && opensAt === null) errors.opensAt = [submissionWindowMessages.opensAt]
  if (stored.closesAt && closesAt === null) errors.closesAt = [submissionWindowMessages.closesAt]
  // Across the autumn change of the clocks two wall times in order can name moments out of order.
  if (opensAt !== null && closesAt !== null && opensAt >= closesAt)
    errors.closesAt ??= [submissionWindowMessages.order]
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  writeWindow(db, stored)
  return { ok: true, window: { opensAt, closesAt } }
}

/** Always open again: the Event tab's reset. */
export function clearSubmissionWindow(db: Pick<DB, 'insert'>) {
  writeWindow(db, alwaysOpen)
}

/** Closed from `at` on, with no opening: a new challenge's start, until the organiser sets the new dates. */
export function closeSubmissionWindow(
  db: Pick<DB, 'insert' | 'select'>,
  at: number,
  timeZone = storedTimeZone(db),
) {
  writeWindow(db, { opensAt: null, closesAt: wallTime(at, timeZone), timeZone })
}

/**
 * What the organiser chose when the event's zone changed from `from` to `to` while a window was set:
 * the same clock times, now in the new zone, or the same moments, as the new zone writes them.
 */
export type ZoneChoice = 'keep-wall' | 'keep-moment'

/** Re-states the window in the zone `to`, as the organiser chose; the zone it is typed in becomes `to`. */
export function moveWindowToZone(
  db: Pick<DB, 'select' | 'insert'>,
  { from, to, choice }: { from: string; to: string; choice: ZoneChoice },
) {
  const stored = getStoredWindow(db)
  if (stored.opensAt === null && stored.closesAt === null) return
  const move = (wall: string | null) => {
    const at = wall === null || choice === 'keep-wall' ? null : wallTimeToMs(wall, from)
    return at === null ? wall : wallTime(at, to)
  }
  writeWindow(db, { opensAt: move(stored.opensAt), closesAt: move(stored.closesAt), timeZone: to })
}

function writeWindow(db: Pick<DB, 'insert'>, window: StoredWindow) {
  db.insert(submissionWindow)
    .values({ id: 1, ...window })
    .onConflictDoUpdate({
      target: submissionWindow.id,
      set: { ...window, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` },
    })
    .run()
}
