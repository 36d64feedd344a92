import * as z from 'zod'
import { toTimeZoneName } from '~/utils/time-zone-name'
import { emailPattern } from '~/utils/email-pattern'

// The field rules every section of the Event tab composes (docs/decisions/0029): plain text with a length
// limit, absolute http(s) links, times of day, a calendar day and an IANA time zone. The same rules check
// a row read back from the database, so a row written outside the app cannot put anything else on a page.

// Control characters other than the line break and the tab have no place in a plain text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/

/** Windows and old Mac line ends read as "\n", so paragraph breaks mean the same whoever typed them. */
const unixLines = (text: string) => text.replace(/\r\n?/g, '\n')

/**
 * The longest text each field takes, in characters: the Event tab's form cap is made from them
 * (app/features/event/form-size.ts), so that every save within the limits fits in it.
 */
export const textLimits = z.registry<{ maxLength: number }>()

/**
 * What the Event tab's form shows of each field, from the same rule that checks it: its label (the one its
 * messages name it by), the input it takes, and whether it is required.
 */
export type FieldLook = {
  label: string
  input: 'text' | 'textarea' | 'url' | 'email' | 'date' | 'time'
  required: boolean
}
export const fieldLooks = z.registry<FieldLook>()

function shown<T extends z.ZodType>(schema: T, look: FieldLook) {
  fieldLooks.add(schema, look)
  return schema
}

// The checks run on the cleaned text with refine, not a second z.string(): Conform reads an empty string
// as "no value" in every string schema it meets, and would call a cleaned empty box missing.
function checked<T extends z.ZodType<string>>(schema: T, label: string, max: number, required: boolean) {
  const text = schema
    .refine((text) => !required || text.length > 0, `${label} is required`)
    .refine((text) => text.length <= max, `${label} must be at most ${max} characters`)
    .refine((text) => !CONTROL.test(text), `${label} has characters that cannot be shown`)
  textLimits.add(text as z.ZodType, { maxLength: max })
  return text
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** A required one-line text of at most `max` characters. */
export function line(label: string, max: number) {
  const text = checked(z.string({ error: `${label} is required` }).transform(oneLine), label, max, true)
  return shown(text, { label, input: 'text', required: true })
}

/** An optional one-line text: an empty box is ''. */
export function optionalLine(label: string, max: number) {
  return shown(checked(z.string().optional().transform(oneLine), label, max, false), {
    label,
    input: 'text',
    required: false,
  })
}

/** Plain text with paragraph breaks (a blank line), at most `max` characters. */
export function paragraphs(label: string, max: number, { required = true } = {}) {
  const text = required ? z.string({ error: `${label} is required` }) : z.string().optional()
  const cleaned = checked(
    text.transform((value) => unixLines(value ?? '').trim()),
    label,
    max,
    required,
  )
  return shown(cleaned, { label, input: 'textarea', required })
}

// In app/utils/text.ts, which the public pages load without zod.
export { splitLines, splitParagraphs } from '~/utils/text'

export const LINK_MAX_LENGTH = 500
const linkMessage = (label: string) => `${label} must be a full web address starting with https:// or http://`

function isHttpLink(text: string) {
  if (!/^https?:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A required absolute http(s) address: javascript:, data: and relative links are refused. */
export function link(label: string) {
  const address = z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LINK_MAX_LENGTH, `${label} must be at most ${LINK_MAX_LENGTH} characters`)
    .refine(isHttpLink, linkMessage(label))
  return shown(address, { label, input: 'url', required: true })
}

/** An optional absolute http(s) address: an empty box is ''. */
export function optionalLink(label: string) {
  const address = z
    .string()
    .trim()
    .max(LINK_MAX_LENGTH, `${label} must be at most ${LINK_MAX_LENGTH} characters`)
    .refine((text) => text === '' || isHttpLink(text), linkMessage(label))
    .optional()
    .transform((text) => text ?? '')
  return shown(address, { label, input: 'url', required: false })
}

/** A time of day, "HH:MM" on the 24-hour clock, as <input type="time"> sends it. */
export function timeOfDay(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 13:00`)
    .register(textLimits, { maxLength: 5 })
    .register(fieldLooks, { label, input: 'time', required: true })
}

/** Minutes since midnight of an "HH:MM" time. */
export function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

/** A calendar day, "YYYY-MM-DD", as <input type="date"> sends it, that exists (no 31 June). */
export function calendarDate(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a day such as 2025-05-31`)
    .refine((text) => {
      const day = new Date(`${text}T12:00:00Z`)
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
    }, `${label} is not a day of the calendar`)
    .register(textLimits, { maxLength: 10 })
    .register(fieldLooks, { label, input: 'date', required: true })
}

/** An IANA time zone name the runtime knows, in its canonical spelling. */
export function timeZoneName(label: string) {
  const zone = z
    .string({ error: `${label} is required` })
    .trim()
    .max(64, `${label} is not a time zone name`)
    .transform(toTimeZoneName)
  return shown(zone, { label, input: 'text', required: true })
}

export const EMAIL_MAX_LENGTH = 254

/** A required e-mail address, one a mail server takes. */
export function email(label: string) {
  const message = `${label} must be a valid e-mail address`
  const address = z
    .string({ error: `${label} is required` })
    .trim()
    .max(EMAIL_MAX_LENGTH, message)
    .pipe(z.email({ pattern: emailPattern, error: message }))
  return shown(address, { label, input: 'email', required: true })
}

/** The event sections, in the order of the Event tab. */
export const eventSections = ['club', 'event', 'agenda', 'challenge'] as const
export type EventSection = (typeof eventSections)[number]
