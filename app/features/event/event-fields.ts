import * as z from 'zod'
import { messageWith, readMessage } from '~/i18n/messages'
import type { Translate } from '~/i18n/translate'
import { canonicalTimeZone } from '~/utils/time'
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
 * A schema's message with values, as every form's (app/i18n/messages.ts): its catalogue key, then its values
 * as JSON ('event.field.tooLong {"label":"event.field.clubName","max":80}'). A value named `label` is a key
 * too: the field's label, written in the page's language with the message (fieldMessage).
 */
export const withValues = messageWith

/**
 * A schema's message in the page's language, as writeMessage writes any form's, with its `label` value
 * written in the page's language too.
 */
export function fieldMessage(t: Translate, message: string): string {
  const read = readMessage(message)
  if (!read) return t(message)
  const { label } = read.values
  return t(read.key, typeof label === 'string' ? { ...read.values, label: t(label) } : read.values)
}

/**
 * The longest text each field takes, in characters: the Event tab's form cap is made from them
 * (app/features/event/form-size.ts), so that every save within the limits fits in it.
 */
export const textLimits = z.registry<{ maxLength: number }>()

/**
 * What the Event tab's form shows of each field, from the same rule that checks it: its label (the one its
 * messages name it by, a catalogue key), the input it takes, and whether it is required.
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

/** "Club name is required": `label` is the field's label's key, as every rule here takes it. */
const isRequired = (label: string) => withValues('event.field.required', { label })

// The checks run on the cleaned text with refine, not a second z.string(): Conform reads an empty string
// as "no value" in every string schema it meets, and would call a cleaned empty box missing.
function checked<T extends z.ZodType<string>>(schema: T, label: string, max: number, required: boolean) {
  const text = schema
    .refine((text) => !required || text.length > 0, isRequired(label))
    .refine((text) => text.length <= max, withValues('event.field.tooLong', { label, max }))
    .refine((text) => !CONTROL.test(text), withValues('event.field.unshowable', { label }))
  textLimits.add(text as z.ZodType, { maxLength: max })
  return text
}

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** A required one-line text of at most `max` characters. */
export function line(label: string, max: number) {
  const text = checked(z.string({ error: isRequired(label) }).transform(oneLine), label, max, true)
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
  const text = required ? z.string({ error: isRequired(label) }) : z.string().optional()
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
const linkMessage = (label: string) => withValues('event.field.link', { label })

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
    .string({ error: isRequired(label) })
    .trim()
    .min(1, isRequired(label))
    .max(LINK_MAX_LENGTH, withValues('event.field.tooLong', { label, max: LINK_MAX_LENGTH }))
    .refine(isHttpLink, linkMessage(label))
  return shown(address, { label, input: 'url', required: true })
}

/** An optional absolute http(s) address: an empty box is ''. */
export function optionalLink(label: string) {
  const address = z
    .string()
    .trim()
    .max(LINK_MAX_LENGTH, withValues('event.field.tooLong', { label, max: LINK_MAX_LENGTH }))
    .refine((text) => text === '' || isHttpLink(text), linkMessage(label))
    .optional()
    .transform((text) => text ?? '')
  return shown(address, { label, input: 'url', required: false })
}

/** A time of day, "HH:MM" on the 24-hour clock, as <input type="time"> sends it. */
export function timeOfDay(label: string) {
  return z
    .string({ error: isRequired(label) })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, withValues('event.field.time', { label }))
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
    .string({ error: isRequired(label) })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, withValues('event.field.day', { label }))
    .refine(
      (text) => {
        const day = new Date(`${text}T12:00:00Z`)
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
      },
      withValues('event.field.noSuchDay', { label }),
    )
    .register(textLimits, { maxLength: 10 })
    .register(fieldLooks, { label, input: 'date', required: true })
}

/**
 * An IANA time zone name the runtime knows, in its canonical spelling (as EVENT_TIME_ZONE is read:
 * app/utils/time-zone-name.ts), or a message that says what a name looks like.
 */
export function timeZoneName(label: string) {
  const zone = z
    .string({ error: isRequired(label) })
    .trim()
    .max(64, withValues('event.field.zone', { label }))
    .transform((name, context) => {
      const canonical = canonicalTimeZone(name)
      if (canonical) return canonical
      context.addIssue({ code: 'custom', message: withValues('event.field.unknownZone', { name }) })
      return z.NEVER
    })
  return shown(zone, { label, input: 'text', required: true })
}

export const EMAIL_MAX_LENGTH = 254

/** A required e-mail address, one a mail server takes. */
export function email(label: string) {
  const message = withValues('event.field.email', { label })
  const address = z
    .string({ error: isRequired(label) })
    .trim()
    .max(EMAIL_MAX_LENGTH, message)
    .pipe(z.email({ pattern: emailPattern, error: message }))
  return shown(address, { label, input: 'email', required: true })
}

/** The event sections, in the order of the Event tab. */
export const eventSections = ['club', 'event', 'agenda', 'challenge'] as const
export type EventSection = (typeof eventSections)[number]
