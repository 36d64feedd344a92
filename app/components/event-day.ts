import { useMemo } from 'react'
import { datesIn } from '~/i18n/dates'
import { useLanguage, useT } from '~/i18n/react'
import { useEventDetails } from '~/features/event/use-event-details'

/**
 * The event's day as the certificates and the feedback sheets print it, in the page's language: "Saturday,
 * May 31, 2025", "sábado, 31 de mayo de 2025". A calendar day is the same wherever it is read, so it is
 * written in UTC from its noon, never shifted by the event's time zone.
 */
export function useEventDay(): string {
  const { date } = useEventDetails().event
  const language = useLanguage()
  const t = useT()
  return useMemo(() => datesIn(language, 'UTC', t).day(`${date}T12:00:00Z`), [date, language, t])
}
