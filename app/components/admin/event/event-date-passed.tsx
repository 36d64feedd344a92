import { Link } from '@remix-run/react'
import { dateLabel } from '~/features/event/site-details'
import { useT } from '~/i18n/react'
import { calendarDay } from '~/utils/time'
import { Icon } from '~/components/ui/icons'

// The event's date is the app/content/ default until the organiser sets theirs, and that default is a day
// gone by: it would be printed on every certificate. The Event tab and the certificates' page say so
// (docs/decisions/0039), rather than the site inventing a date.

/**
 * The event's day as the certificates print it ("Saturday, May 31, 2025") once that day is over (today, in
 * the event's time zone, is a later day), or null while it is today or ahead. `label` writes the day
 * ("YYYY-MM-DD") in the page's language; English's by default.
 */
export function passedEventDate(
  event: { date: string; timeZone: string },
  now: Date,
  label: (date: string) => string = dateLabel,
): string | null {
  return calendarDay(now, event.timeZone) > event.date ? label(event.date) : null
}

/**
 * Says plainly that the date is past, with the way to change it. Rendered by the server: no JS needed. Its
 * words are the Event tab's (the `event` catalogue): the certificates' page names it too.
 */
export function EventDatePassed({ dateLabel, changeHref }: { dateLabel: string; changeHref: string }) {
  const t = useT()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
      <Icon name="calendar-x" aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <p className="min-w-0 flex-1 basis-64">
        <strong className="font-semibold">{t('event.datePassed.title', { date: dateLabel })}</strong>{' '}
        {t('event.datePassed.detail')}
      </p>
      <Link
        to={changeHref}
        className="font-semibold text-amber-950 underline decoration-amber-500 underline-offset-2 hover:decoration-2"
      >
        {t('event.datePassed.change')}
      </Link>
    </div>
  )
}
