import { and, eq } from 'drizzle-orm'
import type { AppLoadContext } from '@remix-run/node'
import type { DB } from '../../../db/connection'
import { writeFirst } from '../../../db/statements'
import { eventDetails } from '../../../db/schema'
import { agendaSchema } from '~/features/event/event-agenda'
import { challengeSchema } from '~/features/event/event-challenge'
import { storedClubSchema } from '~/features/event/event-club'
import { eventDateSchema } from '~/features/event/event-date'
import { eventSections, type EventSection } from '~/features/event/event-fields'
import { db as appDb } from '~/infra/db.server'
import { env } from '~/infra/env.server'
import { defaultSections, type EventSectionValues, type StoredSections } from './event-details'
import {
  commitStagedFiles,
  removeStoredFiles,
  type FileStore,
  type StagedFile,
} from '~/infra/file-store.server'
import { defaultLanguage, type Language } from '~/i18n/languages'
import { contentFor } from './content.server'
import { readLanguageSettings } from './event-languages.server'

// The Event tab's storage (docs/decisions/0029): one row per section the organiser changed, holding what
// its schema let through. No row is the default of app/content/, so "Reset to the default" deletes it. The
// agenda and the challenge are written per language; the club's and the day's facts once for every
// language, under '*' (docs/decisions/0051).

const storedSchemas = {
  club: storedClubSchema,
  event: eventDateSchema,
  agenda: agendaSchema,
  challenge: challengeSchema,
} as const

/** The sections whose words are the same in every language: a name, links, an address, a day and its hours. */
const sharedSections: readonly EventSection[] = ['club', 'event']
const EVERY_LANGUAGE = '*'

/** The language a section's row is kept under: its own for the words families read, '*' for the shared. */
export const rowLanguage = (section: EventSection, language: Language) =>
  sharedSections.includes(section) ? EVERY_LANGUAGE : language

/** The sections that can be written in each language, apart from the default's. */
export const sectionsPerLanguage = eventSections.filter((section) => !sharedSections.includes(section))

export type EventDetailsRead = { values: EventSectionValues; stored: StoredSections }

/**
 * The sections as the pages show them in `language`: the organiser's words in that language, else in the
 * club's default language, else app/content/'s in that language. `stored` says which sections have the
 * organiser's words in `language` itself (what "Reset to the default" would remove). A stored row is checked
 * again by its section's schema: one written outside the app (or by an older release) that does not pass is
 * ignored, and the default shown instead.
 */
export function getEventDetails(db: DB, language: Language = defaultLanguage): EventDetailsRead {
  const values = defaultSections(env.EVENT_TIME_ZONE, contentFor(language))
  const stored: StoredSections = { club: false, event: false, agenda: false, challenge: false }
  const fallback = readLanguageSettings(db).defaultLanguage
  const rows = db.select().from(eventDetails).all()
  for (const section of eventSections) {
    const valueIn = (rowIn: string) => {
      const row = rows.find((candidate) => candidate.section === section && candidate.language === rowIn)
      return row ? parseStored(section, row.value) : null
    }
    const own = valueIn(rowLanguage(section, language))
    const shown = own ?? valueIn(rowLanguage(section, fallback))
    if (shown) Object.assign(values, { [section]: shown })
    stored[section] = own !== null
  }
  return { values, stored }
}

function parseStored<S extends EventSection>(section: S, value: string): EventSectionValues[S] | null {
  try {
    const result = storedSchemas[section].safeParse(JSON.parse(value))
    return result.success ? (result.data as EventSectionValues[S]) : null
  } catch {
    return null
  }
}

/** The event's own time zone: the Event section's, else EVENT_TIME_ZONE. */
export function storedTimeZone(db: Pick<DB, 'select'>): string {
  const row = db.select().from(eventDetails).where(eq(eventDetails.section, 'event')).get()
  return (row && parseStored('event', row.value)?.timeZone) || env.EVENT_TIME_ZONE
}

/**
 * Stores a section the form's schema validated, in `language` (the shared sections for every language; the
 * Club section goes through saveClub).
 */
export function saveEventSection<S extends Exclude<EventSection, 'club'>>(
  db: DB,
  section: S,
  value: EventSectionValues[S],
  language: Language = defaultLanguage,
) {
  const json = JSON.stringify(storedSchemas[section].parse(value))
  db.insert(eventDetails)
    .values({ section, language: rowLanguage(section, language), value: json })
    .onConflictDoUpdate({
      target: [eventDetails.section, eventDetails.language],
      set: { value: json, updatedAt: new Date() },
    })
    .run()
}

/**
 * Stores the Club section, with a new logo when one came (staged in tmpDir, re-encoded). One IMMEDIATE
 * transaction reads the logo it replaces, writes the row and moves the new logo into the uploads folder, so
 * a failed move stores nothing, and two saves at once (two workers) run one after the other: the second
 * replaces the first's logo, and no file is left that no row names. The replaced logo is removed once the
 * row has committed (docs/decisions/0004).
 */
export function saveClub(
  db: DB,
  store: FileStore,
  fields: Omit<EventSectionValues['club'], 'logo'>,
  logo: StagedFile | null,
) {
  const replaced = db.transaction((tx) => {
    const previous = currentLogo(tx)
    const json = JSON.stringify(storedClubSchema.parse({ ...fields, logo: logo ? logo.name : previous }))
    tx.insert(eventDetails)
      .values({ section: 'club', language: EVERY_LANGUAGE, value: json })
      .onConflictDoUpdate({
        target: [eventDetails.section, eventDetails.language],
        set: { value: json, updatedAt: new Date() },
      })
      .run()
    if (logo) commitStagedFiles([logo], store)
    return logo ? previous : null
  }, writeFirst)
  if (replaced) removeStoredFiles([replaced], store)
}

/**
 * Back to the default words for one section in `language` (the default language's, else app/content/'s); the
 * Club section's logo file goes too, once committed.
 */
export function resetEventSection(
  db: DB,
  store: FileStore,
  section: EventSection,
  language: Language = defaultLanguage,
) {
  const logo = db.transaction((tx) => {
    const current = section === 'club' ? currentLogo(tx) : null
    tx.delete(eventDetails)
      .where(
        and(eq(eventDetails.section, section), eq(eventDetails.language, rowLanguage(section, language))),
      )
      .run()
    return current
  }, writeFirst)
  if (logo) removeStoredFiles([logo], store)
}

function currentLogo(db: Pick<DB, 'select'>): string | null {
  const row = db.select().from(eventDetails).where(eq(eventDetails.section, 'club')).get()
  return (row && parseStored('club', row.value)?.logo) || null
}

/** Whether a stored name is the club's logo now: the only upload /event-logo/ serves. */
export function isCurrentLogo(db: DB, name: string) {
  return currentLogo(db) === name
}

export { eventSections }

// The root loader and a page's own loaders run for the same request: they share one read of the event's
// words, the time zone with them, so a page never mixes a save's before and after. The key is the load
// context, the one object Remix hands every loader of a request: our server makes it once per request
// (server/app.js, getLoadContext), and without one (remix-serve) Remix's request handler makes an empty one
// per request. Not the Request: under single fetch each loader gets a copy of its own. For loaders: an
// action that saves the words reads them from getEventDetails, so the loaders after it read them afresh.
const readFor = new WeakMap<AppLoadContext, Map<Language, EventDetailsRead>>()

/**
 * The event's words for this request, read from the database once. A page's loader calls it (it imports
 * the running app's database itself, so that a public page's route imports one server module: decision
 * 0028); with no load context at all it reads them afresh.
 */
export function eventDetailsFor(
  context: AppLoadContext | undefined,
  language: Language = defaultLanguage,
): EventDetailsRead {
  if (!context) return getEventDetails(appDb, language)
  let reads = readFor.get(context)
  if (!reads) {
    reads = new Map()
    readFor.set(context, reads)
  }
  let details = reads.get(language)
  if (!details) {
    details = getEventDetails(appDb, language)
    reads.set(language, details)
  }
  return details
}

/**
 * The time zone the event's dates and times are shown in (an IANA name): the one the organiser set on the
 * Event tab, else EVENT_TIME_ZONE, else the server's own. A loader passes its load context, and gets the
 * zone of its request's one read of the event's words (the root loader's, handed to every page:
 * useEventTimeZone); text made outside a page (a file's name, a download) reads it afresh. A rule that is
 * given a database reads storedTimeZone(db) instead.
 */
export function eventTimeZone(context?: AppLoadContext): string {
  return context ? eventDetailsFor(context).values.event.timeZone : storedTimeZone(appDb)
}
