import * as z from 'zod'
import { canonicalTimeZone } from './time'

/**
 * A time zone's name as Zod reads it (`.transform(toTimeZoneName)`): its canonical spelling, or an issue that
 * says what a name looks like. The Event tab's field and the EVENT_TIME_ZONE setting read names alike.
 */
export function toTimeZoneName(
  name: string,
  context: { addIssue: (issue: { code: 'custom'; message: string }) => void },
): string {
  const zone = canonicalTimeZone(name)
  if (zone) return zone
  context.addIssue({
    code: 'custom',
    message: `"${name}" is not a time zone name. Use one such as Europe/London or America/Los_Angeles.`,
  })
  return z.NEVER
}
