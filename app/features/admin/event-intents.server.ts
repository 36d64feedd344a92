import { bodyLimits } from '~/features/body-limits.server'
import type { SubmissionResult } from '@conform-to/react'
import { parseForm } from '~/infra/parse-form'
import { data } from '@remix-run/node'
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
import { zoneAnswer, zoneQuestion, type ZoneQuestion } from '~/features/submissions/window-zone.server'
import { newChallengeAction } from './new-challenge-intent.server'
import type { AdminActionData } from './responses.server'
import { submissionWindowIntents } from './submission-window-intents.server'

// The Event tab's forms (/admin/event), one handler per intent. The route has checked the admin session
// before anything here reads the body. Each section's save is all or nothing: a bad field is answered
// beside it and nothing of that save is stored.

/** A section's answer; the Event section's may ask about the submission window's time zone first. */
export type EventActionData = AdminActionData & { zoneQuestion?: ZoneQuestion }
type EventForm = { request: Request; form: FormData; logo: StagedFile | null }
type EventAnswer = Response | ReturnType<typeof refused>
type EventIntent = (event: EventForm) => EventAnswer | Promise<EventAnswer>

const EVENT_TAB = '/admin/event'

const sectionNames: Record<EventSection, string> = {
  club: 'Club',
  event: 'Event',
  agenda: 'Agenda',
  challenge: 'Challenge',
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

const saved = (request: Request, section: EventSection) =>
  redirectWithToast(request, `${EVENT_TAB}#${section}`, {
    type: 'success',
    title: `${sectionNames[section]} saved`,
    description: 'Every page shows the change now.',
  })

const refused = (intent: string, result: SubmissionResult<string[]>) =>
  data<EventActionData>({ intent, result }, { status: 400 })

function saveSection<S extends 'agenda' | 'challenge'>(
  section: S,
  schema: typeof agendaSchema | typeof challengeSchema,
): EventIntent {
  return ({ request, form }) => {
    const submission = parseForm(form, { schema })
    // Conform's list buttons (add, remove, move a slot) come back here without JavaScript: the form is
    // shown again with the list changed, and nothing is stored.
    if (submission.status === undefined)
      return data<EventActionData>({ intent: section, result: submission.reply() })
    if (submission.status !== 'success') return refused(section, submission.reply())
    saveEventSection(db, section, submission.value as never)
    return saved(request, section)
  }
}

/**
 * The Event section. A new time zone while a submission window is set would move the window's moments
 * (its times are read in the event's zone): the form comes back with the question first, "keep the times
 * in the new zone, or keep the moments?" (docs/decisions/0037), and is saved with the answer, in one
 * transaction with the window.
 */
const saveEvent: EventIntent = ({ request, form }) => {
  const submission = parseForm(form, { schema: eventDateSchema })
  if (submission.status !== 'success') return refused('event', submission.reply())
  const from = eventTimeZone()
  const to = submission.value.timeZone
  const question = zoneQuestion(getStoredWindow(db), from, to)
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
  return saved(request, 'event')
}

const saveClubIntent: EventIntent = ({ request, form, logo }) => {
  const submission = parseForm(form, { schema: clubSchema })
  if (submission.status !== 'success') return refused('club', submission.reply())
  saveClub(db, fileStore, submission.value, logo)
  return saved(request, 'club')
}

function resetSection(section: EventSection): EventIntent {
  return ({ request }) => {
    resetEventSection(db, fileStore, section)
    return redirectWithToast(request, `${EVENT_TAB}#${section}`, {
      type: 'success',
      title: `${sectionNames[section]} reset to the default`,
    })
  }
}

/** Every form of the Event tab by its `intent`: the event's words, the submission window, the new challenge. */
export const eventIntents: Record<string, EventIntent> = {
  club: saveClubIntent,
  event: saveEvent,
  agenda: saveSection('agenda', agendaSchema),
  challenge: saveSection('challenge', challengeSchema),
  ...Object.fromEntries(eventSections.map((section) => [`reset-${section}`, resetSection(section)])),
  ...Object.fromEntries(
    Object.entries(submissionWindowIntents).map(([intent, handler]) => [
      intent,
      ({ request, form }: EventForm) => handler(request, form),
    ]),
  ),
  'new-challenge': ({ request, form }) => newChallengeAction(request, form),
}

/** The page's answer to a save longer than the tab's cap (bodyLimits.pageFormBytes): nothing was read. */
const tooLongMessage =
  'Nothing was saved: the texts were longer than the Event tab can take in one save. Shorten the longest texts, then save again.'

/** Reads the form, refuses a bad logo beside its field, then hands the form to its intent's handler. */
export async function eventAction(request: Request) {
  const read = await readEventForm(request).catch((error: unknown) => {
    if (isTooLarge(error)) return null
    throw error
  })
  // The page says so at its top, and the texts stay as typed in a browser with JavaScript.
  if (!read) return data<EventActionData>({ intent: 'too-long', message: tooLongMessage }, { status: 413 })
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
    return await handler({ request, form, logo: intent === 'club' ? logo : null })
  } catch (error) {
    if (logo) await discard?.()
    throw error
  }
}
