import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { OwnSubmissions } from '~/components/own-submissions'
import { ButtonLink, Container } from '~/components/ui'
import { loadFindProjectPage } from '~/features/families/find-project-page.server'
import { secretAddressHeaders, secretAddressMeta } from '~/utils/secret-address'
import { useEventDetails } from '~/features/event/use-event-details'
import { loadWords } from '~/i18n/client-catalogues'
import type { RouteHandle } from '~/utils/handle'

// "Find my project" (docs/decisions/0040): where a family finds their project's private link. The site
// cannot look a link up (only its fingerprint is stored), so the page lists what this browser remembers,
// says where else the link is, and who can still help. It carries private links: never cached or indexed.

export const headers: HeadersFunction = () => secretAddressHeaders

export const meta: MetaFunction = () => secretAddressMeta('Find my project')

// Its page shows the public pages' components (app/i18n/<language>/showcase.ts).
export const handle: RouteHandle = { i18n: ['showcase'] }

export const clientLoader = loadWords(['showcase'])

export const loader = ({ request }: LoaderFunctionArgs) => loadFindProjectPage(request)

export default function FindMyProject() {
  const { own, mailed } = useLoaderData<typeof loader>()
  const { contactEmail } = useEventDetails()
  return (
    <Container width="form" className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Find my project</h1>
      <p className="mt-2 text-slate-600">
        Every project has its own private link. It shows where the project stands, and lets you change it
        while submissions are open, or withdraw it.
      </p>

      <div className="mt-6">
        {own.length > 0 ? (
          <OwnSubmissions projects={own} />
        ) : (
          <p className="rounded-2xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200 sm:p-5">
            This browser has no project on its list. It remembers only the projects sent from it, unless its
            cookies were cleared.
          </p>
        )}
      </div>

      <section aria-labelledby="where-title" className="mt-8">
        <h2 id="where-title" className="text-xl font-bold text-slate-900">
          Where else your link is
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {mailed ? (
            <li>In the e-mail we sent when you submitted: its subject begins “Your project”.</li>
          ) : null}
          <li>On the page shown just after you submitted, if you bookmarked it or copied the link.</li>
          <li>
            In the phone or computer you submitted from: open this page there, or “Your submissions” on the
            showcase.
          </li>
        </ul>
      </section>

      <section aria-labelledby="lost-title" className="mt-8">
        <h2 id="lost-title" className="text-xl font-bold text-slate-900">
          Lost it?
        </h2>
        <p className="mt-3 text-slate-700">
          Nobody can look the link up again, the organisers included: the site keeps only a fingerprint of it.
          The organisers can still change or withdraw your project for you. Write to{' '}
          <a
            href={`mailto:${contactEmail}`}
            className="break-words font-semibold text-indigo-700 underline underline-offset-2"
          >
            {contactEmail}
          </a>{' '}
          from the e-mail address you submitted with.
        </p>
      </section>

      <nav aria-label="Where next" className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/feed">See the showcase</ButtonLink>
        <ButtonLink to="/challenge-info" variant="secondary">
          About the challenge
        </ButtonLink>
      </nav>
    </Container>
  )
}
