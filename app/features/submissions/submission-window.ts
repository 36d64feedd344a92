import type { Dates } from '~/i18n/dates'
import type { Translate } from '~/i18n/translate'
import { zoneLabel } from '~/utils/time'

// The submission window's words and state as the pages show them (the Event tab's schema is
// app/features/submissions/submission-window-form.ts): apart from the schema, so that the public pages load no zod.

/**
 * The window's undated words: catalogue keys (common), whose English is the sentence itself, so that the JSON
 * API, which writes a key in English, answers with these exact words.
 */
export const submissionWindowTexts = {
  closed: 'Submissions are closed.',
  /** The JSON API's and the refused form's message. */
  refused: 'Submissions are closed',
  /** Why the form is not there: the organisers' window, not a fault of the site. */
  closedWhy:
    'The organisers choose when families can send projects, and the time for this challenge is over. Projects sent in time stay in the challenge.',
  openingWhy: 'The organisers choose when families can send projects. The form will be here then.',
} as const

/**
 * The window's dated sentences in a language (`t`'s), the day and the time written by `dates` (the
 * language's way, in the event's time zone): "Submissions open on Saturday, May 31, 2031 at 4:30 PM.",
 * "Submissions close on … at …" (no full stop: the countdown follows), "They closed on … at …."
 */
export function windowSentences(t: Translate, dates: Pick<Dates, 'day' | 'time'>) {
  const when = (at: number) => ({ day: dates.day(at), time: dates.time(at) })
  return {
    opensOn: (at: number) => t('window.opensOn', when(at)),
    closesOn: (at: number) => t('window.closesOn', when(at)),
    closedOn: (at: number) => t('window.closedOn', when(at)),
  }
}

export type WindowPhase = 'before' | 'open' | 'closed'

/** Where the window stands at `now`, and its moments: the pages write the words (windowNotice). */
export type SubmissionWindowView = {
  phase: WindowPhase
  /** Before the opening, when it opens. */
  opensAt: number | null
  /** While open, when it closes: the countdown's end. */
  closesAt: number | null
  /** After the close, when it closed. */
  closedAt: number | null
  /** The server's clock when the view was made: the countdown counts by it, not by the device's clock. */
  now: number
}

/**
 * What the submission and challenge pages say about the window, in the page's language: the sentence shown
 * instead of the form (before, closed) or beside it (open with a closing time), and after the close when
 * it closed ("They closed on … at …."); null where there is nothing to say.
 */
export function windowNotice(
  view: SubmissionWindowView,
  t: Translate,
  dates: Pick<Dates, 'day' | 'time'>,
): { notice: string | null; closedOn: string | null } {
  const sentences = windowSentences(t, dates)
  if (view.phase === 'before')
    return { notice: view.opensAt === null ? null : sentences.opensOn(view.opensAt), closedOn: null }
  if (view.phase === 'closed') {
    return {
      notice: t(submissionWindowTexts.closed),
      closedOn: view.closedAt === null ? null : sentences.closedOn(view.closedAt),
    }
  }
  return { notice: view.closesAt === null ? null : sentences.closesOn(view.closesAt), closedOn: null }
}

/**
 * The window's state in a few words, for the organiser: the dashboard and the Event tab, in the page's
 * language (`dates` in the event's time zone, the view's).
 */
export function windowSummary(
  view: SubmissionWindowView,
  t: Translate,
  dates: Pick<Dates, 'day' | 'time'>,
): { state: string; detail: string } {
  const when = (at: number) => ({ day: dates.day(at), time: dates.time(at) })
  if (view.phase === 'before') {
    return {
      state: t('event.window.state.before'),
      detail: view.opensAt === null ? '' : t('event.window.opensOn', when(view.opensAt)),
    }
  }
  if (view.phase === 'closed')
    return { state: t('event.window.state.closed'), detail: t('event.window.closed') }
  return {
    state: t('event.window.state.open'),
    detail:
      view.closesAt === null ? t('event.window.noClose') : t('event.window.closesOn', when(view.closesAt)),
  }
}

/**
 * A time zone as the organiser reads it beside a time: "Los Angeles time" (zoneLabel) in the page's
 * language; "UTC", and the Etc/ zones' own names ("GMT+5"), as they are.
 */
export function zoneName(timeZone: string, t: Translate): string {
  const label = zoneLabel(timeZone)
  const city = label.endsWith(' time') ? label.slice(0, -' time'.length) : null
  if (city !== null) return t('event.zone.cityTime', { city })
  return label === 'UTC' ? t('event.zone.utc') : label
}
