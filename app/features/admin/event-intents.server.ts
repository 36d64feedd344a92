import { bodyLimits } from '~/features/body-limits.server'
import type { SubmissionResult } from '@conform-to/react'
import { parseForm } from '~/infra/parse-form'
import { data, type AppLoadContext } from '@remix-run/node'
import {
  eventTimeZone,
  resetEventSection,
  saveClub,
  saveEventSection,
} from '~/features/event/event-details.server'
import type { StagedFile } from '~/infra/file-store.server'
import { agendaSchema } from '~/features/event/event-agenda'
import { clubMessages, clubSchema, LOGO_MAX_BYTES } from '~/features/event/event-club'
import { challengeSchema } from '~/features/event/event-challenge'
import { eventDateSchema } from '~/features/event/event-date'
import { eventSections, type EventSection } from '~/features/event/event-fields'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { parseUpload } from '~/infra/uploads.server'
import { isMultipart, isTooLarge, readFormData } from '~/infra/body.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import { datesUpdated } from '~/features/event/new-challenge.server'
import { getStoredWindow, moveWindowToZone } from '~/features/submissions/submission-window.server'
import {
  zoneAnswer,
  zoneQuestion,
  type ZoneQuestion,
  type ZoneWords,
} from '~/features/submissions/window-zone.server'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
import { languageSettingsSchema } from '~/features/event/event-languages'
import { editedLanguage, saveLanguageSettings, wordsAddress } from '~/features/event/event-languages.server'
import { newChallengeAction } from './new-challenge-intent.server'
import type { AdminActionData } from './responses.server'
import { submissionWindowIntents } from './submission-window-intents.server'

// The Event tab's forms (/admin/event), one handler per intent. The route has checked the admin session
// before anything here reads the body. Each section's save is all or nothing: a bad field is answered
// beside it and nothing of that save is stored.

/** A section's answer; the Event section's may ask about the submission window's time zone first. */
export type EventActionData = AdminActionData & { zoneQuestion?: ZoneQuestion }
/**
 * A form of the tab, and the request's language for what the answer says (read from the request when not
 * given).
 */
type EventForm = { request: Request; form: FormData; logo: StagedFile | null; words?: ZoneWords }
type EventAnswer = Response | ReturnType<typeof refused>
type EventIntent = (event: EventForm) => EventAnswer | Promise<EventAnswer>

const EVENT_TAB = '/admin/event'

/** What the notice says after a section's save and after its reset. */
const sectionNotices: Record<EventSection, { saved: string; reset: string }> = {
  club: { saved: 'event.club.saved', reset: 'event.club.wasReset' },
  event: { saved: 'event.event.saved', reset: 'event.event.wasReset' },
  agenda: { saved: 'event.agenda.saved', reset: 'event.agenda.wasReset' },
  challenge: { saved: 'event.challenge.saved', reset: 'event.challenge.wasReset' },
}

/** The logo's rule: checked by its first bytes, re-encoded without metadata by the upload parser. */
const logoField = {
  logo: {
    maxBytes: LOGO_MAX_BYTES,
    maxCount: 1,
    accept: ['png', 'jpg', 'webp'] as const,
    messages: {
      tooLarge: clubMessages.logoTooLarge,
      wrongType: clubMessages.logoType,
      tooMany: clubMessages.logoType,
      unreadable: clubMessages.logoUnreadable,
    },
  },
}

/** The posted form: a multipart one (the Club section, with its logo) through the upload parser. */
export async function readEventForm(request: Request) {
  if (!isMultipart(request)) {
    return {
      form: await readFormData(request, { limit: bodyLimits.pageFormBytes[EVENT_TAB] }),
      logo: null,
      logoError: null,
    }
  }
  const upload = await parseUpload(request, fileStore, logoField, {
    maxPixels: 25_000_000,
    bodyBytes: bodyLimits.multipartBytes,
  })
  const logo = upload.staged.find((file) => file.field === 'logo') ?? null
  return { form: upload.fields, logo, logoError: upload.errors.logo ?? null, discard: upload.discard }
}

/** The request's language and its words: as eventAction read them, else from the request. */
const wordsOf = async ({ request, words }: EventForm): Promise<ZoneWords> =>
  words ?? { language: await languageFor(request, undefined), t: await translatorFor(request, undefined) }

/** The tab again, in the language its words were being written in, at `section`. */
const backTo = (event: EventForm, section: string) =>
  `${wordsAddress(db, editedLanguage(db, event.request))}#${section}`

const saved = async (event: EventForm, section: EventSection) => {
  const { t } = await wordsOf(event)
  return redirectWithToast(event.request, backTo(event, section), {
    type: 'success',
    title: t(sectionNotices[section].saved),
    description: t('event.savedDetail'),
  })
}

const refused = (intent: string, result: SubmissionResult<string[]>) =>
  data<EventActionData>({ intent, result }, { status: 400 })

function saveSection<S extends 'agenda' | 'challenge'>(
  section: S,
  schema: typeof agendaSchema | typeof challengeSchema,
): EventIntent {
  return (event) => {
    const submission = parseForm(event.form, { schema })
    // Conform's list buttons (add, remove, move a slot) come back here without JavaScript: the form is
    // shown again with the list changed, and nothing is stored.
    if (submission.status === undefined)
      return data<EventActionData>({ intent: section, result: submission.reply() })
    if (submission.status !== 'success') return refused(section, submission.reply())
    saveEventSection(db, section, submission.value as never, editedLanguage(db, event.request))
    return saved(event, section)
  }
}

/**
 * The Event section. A new time zone while a submission window is set would move the window's moments
 * (its times are read in the event's zone): the form comes back with the question first, "keep the times
 * in the new zone, or keep the moments?" (docs/decisions/0037), and is saved with the answer, in one
 * transaction with the window.
 */
const saveEvent: EventIntent = async (event) => {
  // Read first: from here to the save nothing waits, so the zone asked about is the zone saved over.
  const words = await wordsOf(event)
  const { form } = event
  const submission = parseForm(form, { schema: eventDateSchema })
  if (submission.status !== 'success') return refused('event', submission.reply())
  const from = eventTimeZone()
  const to = submission.value.timeZone
  const question = zoneQuestion(getStoredWindow(db), from, to, words)
  const choice = question ? zoneAnswer(form, question) : null
  if (question && !choice) {
    return data<EventActionData>({ intent: 'event', result: submission.reply(), zoneQuestion: question })
  }
  db.transaction(() => {
    saveEventSection(db, 'event', submission.value)
    if (choice) moveWindowToZone(db, { from, to, choice })
    // New dates: the banner a new challenge put up asking for them goes.
    datesUpdated(db)
  })
  return saved(event, 'event')
}

/** The Languages section: which languages the club offers, and its default. */
const saveLanguages: EventIntent = async (event) => {
  const submission = parseForm(event.form, { schema: languageSettingsSchema })
  if (submission.status !== 'success') return refused('languages', submission.reply())
  saveLanguageSettings(db, submission.value)
  const { t } = await wordsOf(event)
  return redirectWithToast(event.request, `${EVENT_TAB}#languages`, {
    type: 'success',
    title: t('event.languages.saved'),
  })
}

const saveClubIntent: EventIntent = (event) => {
  const submission = parseForm(event.form, { schema: clubSchema })
  if (submission.status !== 'success') return refused('club', submission.reply())
  saveClub(db, fileStore, submission.value, event.logo)
  return saved(event, 'club')
}

function resetSection(section: EventSection): EventIntent {
  return async (event) => {
    resetEventSection(db, fileStore, section, editedLanguage(db, event.request))
    const { t } = await wordsOf(event)
    return redirectWithToast(event.request, backTo(event, section), {
      type: 'success',
      title: t(sectionNotices[section].reset),
    })
  }
}

/** Every form of the Event tab by its `intent`: the event's words, the submission window, the new challenge. */
export const eventIntents: Record<string, EventIntent> = {
  club: saveClubIntent,
  event: saveEvent,
  languages: saveLanguages,
  agenda: saveSection('agenda', agendaSchema),
  challenge: saveSection('challenge', challengeSchema),
  ...Object.fromEntries(eventSections.map((section) => [`reset-${section}`, resetSection(section)])),
  ...Object.fromEntries(
    Object.entries(submissionWindowIntents).map(([intent, handler]) => [
      intent,
      async (event: EventForm) => handler(event.request, event.form, await wordsOf(event)),
    ]),
  ),
  'new-challenge': async (event) => newChallengeAction(event.request, event.form, (await wordsOf(event)).t),
}

/** Reads the form, refuses a bad logo beside its field, then hands the form to its intent's handler. */
export async function eventAction(request: Request, context?: AppLoadContext) {
  const read = await readEventForm(request).catch((error: unknown) => {
    if (isTooLarge(error)) return null
    throw error
  })
  const t = await translatorFor(request, context)
  // The page says so at its top, and the texts stay as typed in a browser with JavaScript. It is the
  // answer to a save longer than the tab's cap (bodyLimits.pageFormBytes): nothing was read.
  if (!read)
    return data<EventActionData>({ intent: 'too-long', message: t('event.tooLong') }, { status: 413 })
  const { form, logo, logoError, discard } = read
  const intent = String(form.get('intent') ?? '')
  const handler = eventIntents[intent]
  // Only the Club section takes a file: any other form's is dropped.
  if (logo && (intent !== 'club' || logoError)) await discard?.()
  if (!handler) throw data({ message: 'Unknown action' }, { status: 400 })
  if (intent === 'club' && logoError) {
    const submission = parseForm(form, { schema: clubSchema })
    return refused('club', submission.reply({ fieldErrors: { logo: [logoError] } }))
  }
  try {
    const words = { language: await languageFor(request, context), t }
    return await handler({ request, form, logo: intent === 'club' ? logo : null, words })
  } catch (error) {
    if (logo) await discard?.()
    throw error
  }
}
