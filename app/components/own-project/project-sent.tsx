import { Panel } from '~/components/ui/panel'
import type { ReactNode } from 'react'
import { CopyButton } from '~/components/copy-button'
import { ButtonLink, buttonClasses, Container, SiteLink } from '~/components/ui'
import { ownProjectTexts } from '~/features/families/own-project-fields'
import { useT, withParts } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

type Props = {
  project: { name: string; authorName: string; status: keyof typeof ownProjectTexts.status }
  /** The whole private link, and whether it was also e-mailed. */
  link: { url: string; emailed: boolean }
  /** The private link's own page, to change or withdraw the project. */
  path: string
  /** Submissions have closed since: the project can only be withdrawn now. */
  editsClosed: boolean
}

// The first step as it stands when the page is opened again later.
const reviewed = {
  pending: 'family.sent.reviewPending',
  approved: 'family.sent.reviewApproved',
  rejected: 'family.sent.reviewRejected',
} as const

/**
 * The family's confirmation (docs/decisions/0040): the private link's page just after submitting. The same
 * server-rendered page with or without JavaScript, so it can be opened again, and the link copied from it.
 * Without JavaScript the link is one tap to select (`select-all`); with it, a Copy button too.
 */
export function ProjectSent({ project, link, path, editsClosed }: Props) {
  const t = useT()
  return (
    <Container width="form" className="py-8 sm:py-12">
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-700">
            <Icon name="circle-check" className="size-7" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {t('family.own.sentTitle')}
            </h1>
            <p className="mt-2 text-slate-700">
              {withParts(t('family.sent.thanks'), {
                name: <span className="break-words font-semibold">{project.name}</span>,
                author: <span className="break-words">{project.authorName}</span>,
              })}
            </p>
          </div>
        </div>
      </div>

      <Panel titleId="link-title" title={t('family.sent.link')} look="tinted" className="mt-6">
        <p className="mt-2 text-indigo-950">
          {t('family.own.keepLinkPrivately', { keepLink: t(ownProjectTexts.keepLink) })}
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p
            data-testid="private-link"
            className="min-w-0 flex-1 select-all break-all rounded-xl bg-white px-4 py-3 font-mono text-sm text-slate-900 ring-1 ring-indigo-200"
          >
            {link.url}
          </p>
          {/* Its room is kept from the first paint where scripts run: nothing moves when it comes. */}
          <div className="hidden min-h-11 shrink-0 scripting:block sm:w-32">
            <CopyButton
              text={link.url}
              label={t('family.sent.copyLabel')}
              action={t('family.sent.copy')}
              className={`${buttonClasses('primary', 'md')} w-full`}
            />
          </div>
        </div>
        <p className="mt-4 text-sm text-indigo-950">
          {link.emailed ? t('family.sent.emailed') : t('family.sent.notEmailed')}{' '}
          {t('family.sent.browserKeeps')}
        </p>
      </Panel>

      <Panel titleId="next-title" title={t('family.sent.next')} look="page" className="mt-6">
        <ol className="mt-4 space-y-4">
          <Step number={1} title={t('family.sent.reviewTitle')}>
            {t(reviewed[project.status])}
          </Step>
          {editsClosed ? (
            <Step number={2} title={t('family.sent.closedTitle')}>
              {t('family.sent.closed')}
            </Step>
          ) : (
            <Step number={2} title={t('family.sent.changeTitle')}>
              {t('family.sent.change')}
            </Step>
          )}
        </ol>
      </Panel>

      <nav aria-label={t('family.sent.whereNext')} className="mt-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/feed">{t('family.window.showcase')}</ButtonLink>
          <ButtonLink to="/submission" variant="secondary">
            {t('family.sent.another')}
          </ButtonLink>
          <ButtonLink to="/challenge-info" variant="ghost">
            {t('family.window.aboutChallenge')}
          </ButtonLink>
        </div>
        <p className="mt-5 text-sm text-slate-600">
          <SiteLink to={path} className="font-semibold text-indigo-700 underline underline-offset-2">
            {t('family.sent.changeOrWithdraw')}
          </SiteLink>
        </p>
      </nav>
    </Container>
  )
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white"
      >
        {number}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-slate-600">{children}</p>
      </div>
    </li>
  )
}
