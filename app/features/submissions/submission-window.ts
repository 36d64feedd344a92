import type { Dates } from '~/i18n/dates'
import type { Translate } from '~/i18n/translate'
import { zoneLabel } from '~/utils/time'

// The submission window's words and state as the pages show them (the Event tab's schema is
// app/features/submissions/submission-window-form.ts): apart from the schema, so that the public pages load no zod.

/** The window's words, exact: the submission page, the challenge page, the API and the private link. */
export const submissionWindowTexts = {
  closed: 'Submissions are closed.',
  /** The JSON API's and the refused form's message. */
  refused: 'Submissions are closed',
  opensOn: (day: string, time: string) => `Submissions open on ${day} at ${time}.`,
  closesOn: (day: string, time: string) => `Submissions close on ${day} at ${time}`,
  /** Under "Submissions are closed.": when, as the Event tab set it. */
  closedOn: (day: string, time: string) => `They closed on ${day} at ${time}.`,
  /** Why the form is not there: the organisers' window, not a fault of the site. */
  closedWhy:
    'The organisers choose when families can send projects, and the time for this challenge is over. Projects sent in time stay in the challenge.',
  openingWhy: 'The organisers choose when families can send projects. The form will be here then.',
} as const

export type WindowPhase = 'before' | 'open' | 'closed'

/** What the submission and challenge pages show and the dashboard says, at `now`. */
export type SubmissionWindowView = {
  phase: WindowPhase
  /** The sentence shown instead of the form (before, closed) or beside it (open with a closing time). */
  notice: string | null
  /** Before the opening, when it opens: the organiser's pages write it in their own language. */
  opensAt: number | null
  /** While open, when it closes: the countdown's end. */
  closesAt: number | null
  /** After the close, when it closed ("They closed on … at …."); null otherwise. */
  closedOn: string | null
  /** The server's clock when the view was made: the countdown counts by it, not by the device's clock. */
  now: number
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
