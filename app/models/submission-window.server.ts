import { eq, sql } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { submissionWindow } from '../../db/schema'
import { submissionWindowMessages, type SubmissionWindowInput } from '~/schemas/submission-window'
import { submissionWindowTexts, type SubmissionWindowView, type WindowPhase } from '~/utils/submission-window'
import { formatDay, formatTime, wallTime, wallTimeToMs } from '~/utils/time'
import { eventTimeZone } from './event.server'

// When families may submit (docs/decisions/0030). Both ends are optional; with neither, submissions are
// always open, as before the window existed. A submission counts by the moment its request arrived, which
// the route takes before it reads the body and hands in here as `arrivedAt`.

export type { SubmissionWindowView } from '~/utils/submission-window'
export type SubmissionWindow = { opensAt: number | null; closesAt: number | null }

const alwaysOpen: SubmissionWindow = { opensAt: null, closesAt: null }

/** The one row migration 0017 wrote; always open if it were ever missing. */
export function getSubmissionWindow(db: Pick<DB, 'select'>): SubmissionWindow {
  const row = db
    .select({ opensAt: submissionWindow.opensAt, closesAt: submissionWindow.closesAt })
    .from(submissionWindow)
    .where(eq(submissionWindow.id, 1))
    .get()
  return row
    ? { opensAt: row.opensAt?.getTime() ?? null, closesAt: row.closesAt?.getTime() ?? null }
    : alwaysOpen
}

/** Where a moment falls: before the opening, inside, or at or after the closing. */
export function windowPhase(window: SubmissionWindow, at: number): WindowPhase {
  if (window.opensAt !== null && at < window.opensAt) return 'before'
  if (window.closesAt !== null && at >= window.closesAt) return 'closed'
  return 'open'
}

const dayAndTime = (at: number, timeZone: string) =>
  [formatDay(at, timeZone), formatTime(at, timeZone)] as const

/** What the submission and challenge pages show, and the dashboard says, at `now`. */
export function submissionWindowView(
  db: Pick<DB, 'select'>,
  now: number,
  timeZone = eventTimeZone(),
): SubmissionWindowView {
  const window = getSubmissionWindow(db)
  const phase = windowPhase(window, now)
  if (phase === 'before') {
    return {
      phase,
      notice: submissionWindowTexts.opensOn(...dayAndTime(window.opensAt!, timeZone)),
      closesAt: null,
    }
  }
  if (phase === 'closed') return { phase, notice: submissionWindowTexts.closed, closesAt: null }
  return {
    phase,
    notice:
      window.closesAt === null
        ? null
        : submissionWindowTexts.closesOn(...dayAndTime(window.closesAt, timeZone)),
    closesAt: window.closesAt,
  }
}

export type SubmissionRefusal = { status: 403; message: string }

/**
 * Why a new project whose request arrived at `arrivedAt` is refused, or null when it is welcome. Asked
 * before the body is read (nothing of a refused one is stored) and again after (the organiser may have
 * moved the window meanwhile), both times with the moment the request arrived.
 */
export function submissionRefusal(
  db: Pick<DB, 'select'>,
  arrivedAt: number,
  timeZone = eventTimeZone(),
): SubmissionRefusal | null {
  const window = getSubmissionWindow(db)
  const phase = windowPhase(window, arrivedAt)
  if (phase === 'open') return null
  return {
    status: 403,
    message:
      phase === 'closed'
        ? submissionWindowTexts.refused
        : submissionWindowTexts.opensOn(...dayAndTime(window.opensAt!, timeZone)),
  }
}

/**
 * Whether a private-link change that arrived at `arrivedAt` is refused: after the close a project stays
 * as it was judged. Withdrawing is never refused.
 */
export function editRefusal(db: Pick<DB, 'select'>, arrivedAt: number): SubmissionRefusal | null {
  return windowPhase(getSubmissionWindow(db), arrivedAt) === 'closed'
    ? { status: 403, message: submissionWindowTexts.refused }
    : null
}

/** The window as the Event tab's form shows it: wall-clock times in the event's zone, '' for no limit. */
export function submissionWindowFields(db: Pick<DB, 'select'>, timeZone = eventTimeZone()) {
  const window = getSubmissionWindow(db)
  return {
    opensAt: window.opensAt === null ? '' : wallTime(window.opensAt, timeZone),
    closesAt: window.closesAt === null ? '' : wallTime(window.closesAt, timeZone),
    timeZone,
  }
}

/**
 * Saves the organiser's window, its wall-clock times read in the event's zone. A time that is not a real
 * one is refused by field; nothing is stored then.
 */
export function saveSubmissionWindow(
  db: Pick<DB, 'insert'>,
  input: SubmissionWindowInput,
  timeZone = eventTimeZone(),
): { ok: true; window: SubmissionWindow } | { ok: false; errors: Record<string, string[]> } {
  const opensAt = input.opensAt ? wallTimeToMs(input.opensAt, timeZone) : null
  const closesAt = input.closesAt ? wallTimeToMs(input.closesAt, timeZone) : null
  const errors: Record<string, string[]> = {}
  if (input.opensAt && opensAt === null) errors.opensAt = [submissionWindowMessages.opensAt]
  if (input.closesAt && closesAt === null) errors.closesAt = [submissionWindowMessages.closesAt]
  // Across the autumn change of the clocks two wall times in order can name moments out of order.
  if (opensAt !== null && closesAt !== null && opensAt >= closesAt)
    errors.closesAt ??= [submissionWindowMessages.order]
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const window = { opensAt, closesAt }
  writeWindow(db, window)
  return { ok: true, window }
}

/** Always open again: the Event tab's reset. */
export function clearSubmissionWindow(db: Pick<DB, 'insert'>) {
  writeWindow(db, alwaysOpen)
}

/** Closed from `at` on, with no opening: a new challenge's start, until the organiser sets the new dates. */
export function closeSubmissionWindow(db: Pick<DB, 'insert'>, at: number) {
  writeWindow(db, { opensAt: null, closesAt: at })
}

function writeWindow(db: Pick<DB, 'insert'>, window: SubmissionWindow) {
  const values = {
    opensAt: window.opensAt === null ? null : new Date(window.opensAt),
    closesAt: window.closesAt === null ? null : new Date(window.closesAt),
  }
  db.insert(submissionWindow)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: submissionWindow.id,
      set: { ...values, updatedAt: sql`(cast(unixepoch('subsec') * 1000 as integer))` },
    })
    .run()
}
