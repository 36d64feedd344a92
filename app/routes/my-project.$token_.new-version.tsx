import type { HeadersFunction, MetaFunction } from '@remix-run/node'
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { ErrorPage } from '~/components/error-page'
import { OwnProjectForm } from '~/components/own-project/own-project-form'
import { ProjectThumbnail } from '~/components/project/project-media'
import { Container } from '~/components/ui'
import { Panel } from '~/components/ui/panel'
import { ownProjectTexts } from '~/features/families/own-project'
import { loadNewVersionPage, sendNewVersion } from '~/features/families/new-version-page.server'
import { storyTexts } from '~/features/submissions/story'
import { secretAddressHeaders, secretAddressMeta } from '~/utils/secret-address'
import { loadWords } from '~/i18n/client-catalogues'
import { useT, withParts } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'

// /my-project/<token>/new-version: a new version of the family's project, from its private link.

export const headers: HeadersFunction = () => secretAddressHeaders

export const meta: MetaFunction = () => secretAddressMeta(storyTexts.newVersion)

export const handle: RouteHandle = { i18n: ['family', 'privateLink', 'showcase'] }
export const clientLoader = loadWords(['family', 'privateLink', 'showcase'])

export const loader = loadNewVersionPage

export const action = sendNewVersion

export default function NewVersionPage() {
  const { project, media, path, version, refusal } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useT()
  return (
    <Container width="form" className="py-8 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
        {t('family.version.eyebrow', { version })}
      </p>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center">
        <ProjectThumbnail project={media} className="shrink-0 sm:w-48" />
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-extrabold tracking-tight text-slate-900">
            {t(storyTexts.newVersion)}
          </h1>
          <p className="mt-2 text-slate-700">
            {withParts(t('family.version.intro'), {
              name: <span className="font-semibold">{project.name}</span>,
            })}
          </p>
        </div>
      </div>
      <Panel titleId="version-title" title={t('family.version.title')} look="page" className="mt-8">
        <div className="mt-5">
          {refusal ? (
            <p role="status" className="font-medium text-slate-800">
              {t(refusal)}
            </p>
          ) : (
            <OwnProjectForm
              project={project}
              lastResult={actionData?.result}
              message={actionData?.message}
              newVersion
            />
          )}
        </div>
      </Panel>
      <p className="mt-6">
        <Link to={path} className="font-semibold text-indigo-700 underline">
          {t('family.version.back')}
        </Link>
      </p>
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title={t('family.own.notFound')} message={t(ownProjectTexts.notFound)} />
  }
  return <ErrorPage title={t('error.failed.title')} message={t('family.own.failed')} />
}
