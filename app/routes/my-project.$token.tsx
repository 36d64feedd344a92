import { Panel } from '~/components/ui/panel'
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from '@remix-run/node'
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { ErrorPage } from '~/components/error-page'
import { OwnProjectForm } from '~/components/own-project/own-project-form'
import { ProjectSent } from '~/components/own-project/project-sent'
import { ProjectMedia, ProjectThumbnail } from '~/components/project/project-media'
import { WithdrawPanel } from '~/components/own-project/withdraw-panel'
import { StoryPanel } from '~/components/own-project/story-panel'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import { FamilyFeedback, FamilyFeedbackPrint } from '~/components/feedback/family-feedback'
import { Badge, cn, Container } from '~/components/ui'
import { changeOwnProject, loadOwnProjectPage } from '~/features/families/own-project-page.server'
import { ownProjectTexts } from '~/features/families/own-project'
import { submissionWindowTexts } from '~/features/submissions/submission-window'
import { kindLabel, badgeClass } from '~/features/submissions/resource-kind'
import { secretAddressHeaders, secretAddressMeta } from '~/utils/secret-address'
import printSheets from '~/styles/print-sheets.css'
import feedbackStyles from '~/styles/feedback-sheets.css'
import type { RouteHandle } from '~/utils/handle'

// /my-project/<token>: the family's private link. It opens their project from any browser,
// without a cookie or an account, to change it or withdraw it. A wrong or withdrawn token is a 404 that
// says nothing more. The address is a secret: no cache keeps the page, and no link on it sends it to
// another site as a Referer. Its pictures and files are addressed with keys made from the token, so that
// they show in that other browser too, and to nobody else (private-files.server.ts). Just after submitting,
// the same page is the family's confirmation (`?sent=1`, docs/decisions/0040).

export const headers: HeadersFunction = () => secretAddressHeaders

// The judges' feedback (app/components/feedback/feedback-sheet.tsx) writes the `print` catalogue's words.

// The judges' feedback prints alone, on one A4 page.
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: printSheets },
  { rel: 'stylesheet', href: feedbackStyles },
]

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  secretAddressMeta(data?.sent ? 'family.own.sentTitle' : 'family.own.title')

export const handle: RouteHandle = { i18n: ['family', 'privateLink', 'print', 'showcase'] }
export const clientLoader = loadWords(['family', 'privateLink', 'print', 'showcase'])

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadOwnProjectPage(request, context, params.token)

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  changeOwnProject(request, context, params.token)

export default function OwnProjectPage() {
  const { project, media, path, editsClosed, confirmWithdraw, sent, story, canSendVersion, feedback } =
    useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useT()
  if (sent) return <ProjectSent project={project} link={sent} path={path} editsClosed={editsClosed} />
  return (
    <>
      <Container width="form" className={cn('py-8 sm:py-12', feedback && 'print-screen-only')}>
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700">
          {t('family.own.title')}
        </p>
        <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center">
          <ProjectThumbnail project={media} className="shrink-0 sm:w-48" />
          <div className="min-w-0">
            <h1 className="break-words text-3xl font-extrabold tracking-tight text-slate-900">
              {project.name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge className={badgeClass(project.submissionType)}>
                {t(kindLabel(project.submissionType))}
              </Badge>
              <span className="text-sm font-medium text-slate-700">
                {t(ownProjectTexts.status[project.status])}
              </span>
            </div>
            {project.status === 'approved' ? (
              <Link
                to={`/project/${project.id}`}
                className="mt-2 inline-block text-sm font-semibold text-indigo-700 underline"
              >
                {t('family.own.onShowcase')}
              </Link>
            ) : null}
          </div>
        </div>
        <p className="mt-6 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950 ring-1 ring-indigo-100">
          {t('family.own.keepLinkPrivately', { keepLink: t(ownProjectTexts.keepLink) })}
        </p>

        <ProjectMedia project={media} className="mt-6" />

        {feedback ? (
          <FamilyFeedback sheet={feedback} earlierVersion={feedback.projectId !== project.id} />
        ) : null}

        <StoryPanel versions={story} newVersionPath={`${path}/new-version`} canSendVersion={canSendVersion} />

        <Panel titleId="edit-title" title={t('family.own.change')} look="page" className="mt-8">
          <div className="mt-5">
            {editsClosed ? (
              <p role="status" className="font-medium text-slate-800">
                {t(submissionWindowTexts.closed)}
              </p>
            ) : (
              <OwnProjectForm
                key={`${project.name}:${project.status}`}
                project={project}
                lastResult={actionData?.result}
                message={actionData?.message}
              />
            )}
          </div>
        </Panel>

        <WithdrawPanel
          path={path}
          confirming={confirmWithdraw}
          projectName={project.name}
          versions={story.length}
        />
      </Container>
      {feedback ? <FamilyFeedbackPrint sheet={feedback} /> : null}
    </>
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
