import { Form } from '@remix-run/react'
import { useIsPending } from '~/components/forms/pending'
import type { BallotChoice } from '~/features/showcase/ballot-choices.server'
import type { BallotPage } from '~/features/showcase/ballot-page.server'
import { ballotHref, voidBallotMessage, votingClosedMessage } from '~/features/showcase/ballot-fields'
import { Button, ButtonLink, cn } from '~/components/ui'
import { ELEMENT, ShowcaseTableTag, withElement } from '~/components/showcase-words'
import { useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

// The parts of a People's Choice ballot's page (app/routes/vote.$token.tsx): where it stands (the vote
// made, at the top) and the confirmation. Links and forms only, so a phone without JavaScript votes too.

/** A project's picture, its box sized before it loads (nothing moves), fetched only near the screen. */
export function ChoicePicture({ choice, className }: { choice: BallotChoice; className?: string }) {
  return (
    <img
      src={choice.image}
      alt=""
      width={96}
      height={54}
      loading="lazy"
      decoding="async"
      className={cn('aspect-video w-20 shrink-0 rounded-lg bg-slate-100 object-cover sm:w-24', className)}
    />
  )
}

/** What a project is called on the ballot: its table first (what a family sees at the venue), then names. */
export function ChoiceNames({ choice }: { choice: BallotChoice }) {
  const t = useT()
  return (
    <span className="min-w-0 flex-1">
      <ShowcaseTableTag tableNumber={choice.tableNumber} />
      <span className="block font-semibold text-slate-900 wrap-break-word">{choice.name}</span>
      <span className="block text-sm text-slate-600 wrap-break-word">
        {t('showcase.byAuthor', { name: choice.authorName })}
      </span>
    </span>
  )
}

export function BallotStatus({ page, refused }: { page: BallotPage; refused?: string }) {
  const vote = page.state === 'void' ? null : page.vote
  const t = useT()
  return (
    <div className="mt-2 space-y-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {page.state === 'void' ? t('showcase.ballot.invalid') : t('showcase.ballot.heading')}
      </h1>
      {refused ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
          {refused}
        </p>
      ) : null}
      {page.state === 'void' ? <p className="text-lg text-slate-700">{t(voidBallotMessage)}</p> : null}
      {page.state === 'closed' ? (
        <p className="rounded-xl bg-amber-50 p-3 text-lg font-semibold text-amber-900 ring-1 ring-amber-200">
          {t(votingClosedMessage)}
        </p>
      ) : null}
      {vote ? <YourVote vote={vote} canChange={page.state === 'open'} /> : null}
    </div>
  )
}

/** The vote this ballot holds, first on its page: the answer to "did it count?". */
function YourVote({ vote, canChange }: { vote: BallotChoice; canChange: boolean }) {
  const t = useT()
  return (
    <div role="status" className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <p className="flex items-center gap-1.5 text-sm font-bold tracking-wide text-emerald-800 uppercase">
        <Icon name="check" aria-hidden="true" className="size-4" />
        {t('showcase.ballot.yourVote')}
        <span className="sr-only">:</span>
      </p>
      <div className="mt-2 flex items-center gap-3">
        <ChoicePicture choice={vote} />
        <ChoiceNames choice={vote} />
      </div>
      {canChange ? <p className="mt-3 text-sm text-emerald-900">{t('showcase.ballot.canChange')}</p> : null}
    </div>
  )
}

export function BallotConfirm({
  path,
  query,
  project,
  vote,
}: {
  path: string
  query: { q: string; page: number }
  project: BallotChoice
  vote: BallotChoice | null
}) {
  // Busy from the press until the next page is in: a second press would only send the same vote again.
  const sending = useIsPending({ state: 'non-idle' })
  const changing = vote !== null && vote.id !== project.id
  const t = useT()
  return (
    <section
      aria-labelledby="confirm-title"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="confirm-title" className="text-xl font-bold text-slate-900 wrap-break-word">
        {t('showcase.ballot.confirm.title', { name: project.name })}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <ChoicePicture choice={project} />
        <ChoiceNames choice={project} />
      </div>
      {changing ? (
        <p className="mt-3 text-slate-700">
          {withElement(
            t('showcase.ballot.confirm.replaces', { name: ELEMENT }),
            <strong className="font-semibold">{vote.name}</strong>,
          )}
        </p>
      ) : null}
      {/* The search and the page travel in the address: after the vote, the list comes back where it was,
          with this project marked. */}
      <Form method="post" action={ballotHref(path, query)} className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="projectId" value={project.id} />
        <Button type="submit" size="lg" disabled={sending}>
          {t('showcase.ballot.confirm.submit')}
        </Button>
        <ButtonLink to={ballotHref(path, query)} variant="secondary" size="lg">
          {t('showcase.ballot.confirm.back')}
        </ButtonLink>
      </Form>
    </section>
  )
}
