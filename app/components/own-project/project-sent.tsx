import CircleCheckIcon from 'lucide-react/icons/circle-check'
import { Panel } from '~/components/ui/panel'
import type { ReactNode } from 'react'
import { CopyButton } from '~/components/copy-button'
import { ButtonLink, buttonClasses, Container, SiteLink } from '~/components/ui'
import { ownProjectTexts } from '~/features/families/own-project-fields'

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
  pending: 'It is not on the showcase yet: it appears there once an organiser has approved it.',
  approved: 'Done: an organiser approved it, and it is on the showcase now.',
  rejected: 'An organiser did not approve it for the showcase. You can still change it with your link.',
} as const

/**
 * The family's confirmation (docs/decisions/0040): the private link's page just after submitting. The same
 * server-rendered page with or without JavaScript, so it can be opened again, and the link copied from it.
 * Without JavaScript the link is one tap to select (`select-all`); with it, a Copy button too.
 */
export function ProjectSent({ project, link, path, editsClosed }: Props) {
  return (
    <Container width="form" className="py-8 sm:py-12">
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-700">
            <CircleCheckIcon className="size-7" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              Your project was submitted
            </h1>
            <p className="mt-2 text-slate-700">
              Thank you! “<span className="break-words font-semibold">{project.name}</span>” by{' '}
              <span className="break-words">{project.authorName}</span> has reached the organisers.
            </p>
          </div>
        </div>
      </div>

      <Panel titleId="link-title" title="Your private link" look="tinted" className="mt-6">
        <p className="mt-2 text-indigo-950">
          {ownProjectTexts.keepLink}. Anyone who has it can change the project, so keep it to yourself.
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
              label="your private link"
              action="Copy link"
              className={`${buttonClasses('primary', 'md')} w-full`}
            />
          </div>
        </div>
        <p className="mt-4 text-sm text-indigo-950">
          {link.emailed
            ? 'We also e-mailed it to the address you gave. Not there in a few minutes? Look in your spam folder, or copy it now.'
            : 'Copy it or bookmark this page now: the link cannot be sent to you again.'}{' '}
          This browser keeps it too, under “Your submissions” on the showcase.
        </p>
      </Panel>

      <Panel titleId="next-title" title="What happens next" look="page" className="mt-6">
        <ol className="mt-4 space-y-4">
          <Step number={1} title="An organiser reviews it">
            {reviewed[project.status]}
          </Step>
          {editsClosed ? (
            <Step number={2} title="Submissions are closed now">
              The project stays as it was sent. Your private link still opens it, to withdraw it.
            </Step>
          ) : (
            <Step number={2} title="You can still change it">
              Spotted a typo, or have a better photo? Your private link opens the project to change it, or to
              withdraw it, until submissions close.
            </Step>
          )}
        </ol>
      </Panel>

      <nav aria-label="Where next" className="mt-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/feed">See the showcase</ButtonLink>
          <ButtonLink to="/submission" variant="secondary">
            Submit another project
          </ButtonLink>
          <ButtonLink to="/challenge-info" variant="ghost">
            About the challenge
          </ButtonLink>
        </div>
        <p className="mt-5 text-sm text-slate-600">
          <SiteLink to={path} className="font-semibold text-indigo-700 underline underline-offset-2">
            Change or withdraw this project
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
