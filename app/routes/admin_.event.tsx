import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { AdminHeader } from '~/components/admin/admin-header'
import { AdminTabs } from '~/components/admin/admin-tabs'
import { EventDatePassed, passedEventDate } from '~/components/admin/event/event-date-passed'
import { NewChallengeSection, NewDatesBanner } from '~/components/admin/event/new-challenge-section'
import { LanguagesSection, WordsLanguageSwitch } from '~/components/admin/event/languages-section'
import { SectionMenu } from '~/components/admin/event/section-menu'
import { SubmissionWindowSection } from '~/components/admin/event/submission-window-section'
import {
  AgendaSection,
  ChallengeSection,
  ClubSection,
  EventDateSection,
} from '~/components/admin/event/text-sections'
import { buttonClasses, Container } from '~/components/ui'
import { unlistedPageMeta } from '~/utils/page-meta'
import type { RouteHandle } from '~/utils/handle'
import { loadWords } from '~/i18n/client-catalogues'
import { siteDetails } from '~/features/event/site-details'
import type { EventSection } from '~/features/event/event-fields'
import { newChallengeSummary } from '~/features/event/new-challenge.server'
import { submissionWindowFields, submissionWindowView } from '~/features/submissions/submission-window.server'
import { typedInAnotherZone } from '~/features/submissions/window-zone.server'
import { eventAction } from '~/features/admin/event-intents.server'
import { isAdminSession, requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { eventDetailsFor } from '~/features/event/event-details.server'
import { editedLanguage, readLanguageSettings } from '~/features/event/event-languages.server'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
import { datesIn } from '~/i18n/dates'
import { useT } from '~/i18n/react'

// /admin/event (admin_: a page of its own beside the dashboard): the organiser's words for the event,
// stored over app/content/'s defaults (docs/decisions/0029). Each section is a form with its own intent.

export const meta: MetaFunction = () => unlistedPageMeta('event.page.title')

export const handle: RouteHandle = { i18n: ['event', 'admin'] }
export const clientLoader = loadWords(['event', 'admin'])

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Anyone else gets what /admin gives them: the login form.
  if (!(await isAdminSession(request))) throw redirect('/admin')
  // The agenda and the challenge are shown, saved and reset in the language chosen above them.
  const edited = editedLanguage(db, request)
  const { values, stored } = eventDetailsFor(context, edited)
  const { timeZone } = values.event
  // The words the server writes itself (the time zone question, the past date), in the page's language.
  const language = await languageFor(request, context)
  const t = await translatorFor(request, context)
  // A calendar day is the same wherever it is read: written in UTC, at its noon.
  const day = (date: string) => datesIn(language, 'UTC', t).day(`${date}T12:00:00Z`)
  return {
    values,
    stored,
    logoSrc: siteDetails(values).logo.src,
    submissionWindow: {
      fields: submissionWindowFields(db, timeZone),
      view: submissionWindowView(db, Date.now(), timeZone),
      typedInAnotherZone: typedInAnotherZone(db, timeZone, { language, t }),
    },
    newChallenge: newChallengeSummary(db),
    passedDate: passedEventDate(values.event, new Date(), day),
    languages: { settings: readLanguageSettings(db), edited },
  }
}

// The session is checked before the body is read: a stranger's post is never read.
export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request)
  return eventAction(request, context)
}

export default function EventTab() {
  const { values, stored, logoSrc, submissionWindow, newChallenge, passedDate, languages } =
    useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useT()
  // The language the agenda and the challenge are written in, named beside them when the club offers more.
  const wordsIn = languages.settings.offered.length > 1 ? languages.edited : undefined
  const answerTo = (intent: string) => (actionData?.intent === intent ? actionData : undefined)
  // A section of text: its words now, whether they are the organiser's, and the answer to its last save.
  const section = <S extends EventSection>(id: S) => ({
    values: values[id],
    changed: stored[id],
    lastResult: answerTo(id)?.result,
  })
  return (
    <Container className="py-8 sm:py-10">
      <AdminHeader intro={t('event.page.intro')} introClassName="max-w-2xl">
        <Link to="/agenda" className={buttonClasses('secondary', 'md')}>
          {t('event.page.seeAgenda')}
        </Link>
      </AdminHeader>

      <div className="mt-8">
        <AdminTabs current="event" basePath="/admin" />
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <SectionMenu />
        {/* The submission window first: what an organiser changes most in the weeks of the challenge. */}
        <div className="mt-6 space-y-6 lg:mt-0">
          {actionData?.intent === 'too-long' ? <TooLong message={actionData.message} /> : null}
          {newChallenge.datesToUpdate ? <NewDatesBanner /> : null}
          {passedDate ? <EventDatePassed dateLabel={passedDate} changeHref="#event" /> : null}
          <SubmissionWindowSection {...submissionWindow} actionData={answerTo('submission-window')} />
          <EventDateSection {...section('event')} zoneQuestion={answerTo('event')?.zoneQuestion} />
          <ClubSection {...section('club')} logoSrc={logoSrc} />
          <LanguagesSection settings={languages.settings} lastResult={answerTo('languages')?.result} />
          <WordsLanguageSwitch {...languages} />
          {/* A form of its own for each language: its fields start from that language's words. */}
          <AgendaSection key={`agenda-${languages.edited}`} {...section('agenda')} language={wordsIn} />
          <ChallengeSection
            key={`challenge-${languages.edited}`}
            {...section('challenge')}
            language={wordsIn}
          />
          <NewChallengeSection summary={newChallenge} state={answerTo('new-challenge') ?? {}} />
        </div>
      </div>
    </Container>
  )
}

/** A save too long to read: said at the top, and brought into view where the organiser pressed Save. */
function TooLong({ message }: { message?: string }) {
  const alert = useRef<HTMLParagraphElement>(null)
  useEffect(() => alert.current?.focus(), [message])
  return (
    <p
      ref={alert}
      role="alert"
      tabIndex={-1}
      className="rounded-2xl bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-200"
    >
      {message}
    </p>
  )
}
