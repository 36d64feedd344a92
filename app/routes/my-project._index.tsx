import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { OwnSubmissions } from '~/components/own-submissions'
import { ButtonLink, Container } from '~/components/ui'
import { loadFindProjectPage } from '~/features/families/find-project-page.server'
import { secretAddressHeaders, secretAddressMeta } from '~/utils/secret-address'
import { useEventDetails } from '~/features/event/use-event-details'
import { loadWords } from '~/i18n/client-catalogues'
import { useT, withParts } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'

// "Find my project" (docs/decisions/0040): where a family finds their project's private link. The site
// cannot look a link up (only its fingerprint is stored), so the page lists what this browser remembers,
// says where else the link is, and who can still help. It carries private links: never cached or indexed.

export const headers: HeadersFunction = () => secretAddressHeaders

export const meta: MetaFunction = () => secretAddressMeta('family.window.findProject')

export const handle: RouteHandle = { i18n: ['family', 'privateLink', 'showcase'] }
export const clientLoader = loadWords(['family', 'privateLink', 'showcase'])

export const loader = ({ request }: LoaderFunctionArgs) => loadFindProjectPage(request)

export default function FindMyProject() {
  const { own, mailed } = useLoaderData<typeof loader>()
  const { contactEmail } = useEventDetails()
  const t = useT()
  return (
    <Container width="form" className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('family.window.findProject')}
      </h1>
      <p className="mt-2 text-slate-600">{t('family.find.intro')}</p>

      <div className="mt-6">
        {own.length > 0 ? (
          <OwnSubmissions projects={own} />
        ) : (
          <p className="rounded-2xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200 sm:p-5">
            {t('family.find.none')}
          </p>
        )}
      </div>

      <section aria-labelledby="where-title" className="mt-8">
        <h2 id="where-title" className="text-xl font-bold text-slate-900">
          {t('family.find.where')}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {mailed ? <li>{t('family.find.inMail')}</li> : null}
          <li>{t('family.find.onPage')}</li>
          <li>{t('family.find.onDevice')}</li>
        </ul>
      </section>

      <section aria-labelledby="lost-title" className="mt-8">
        <h2 id="lost-title" className="text-xl font-bold text-slate-900">
          {t('family.find.lost')}
        </h2>
        <p className="mt-3 text-slate-700">
          {withParts(t('family.find.lostHelp'), {
            email: (
              <a
                href={`mailto:${contactEmail}`}
                className="break-words font-semibold text-indigo-700 underline underline-offset-2"
              >
                {contactEmail}
              </a>
            ),
          })}
        </p>
      </section>

      <nav aria-label={t('family.sent.whereNext')} className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/feed">{t('family.window.showcase')}</ButtonLink>
        <ButtonLink to="/challenge-info" variant="secondary">
          {t('family.window.aboutChallenge')}
        </ButtonLink>
      </nav>
    </Container>
  )
}
