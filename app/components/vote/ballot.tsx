import { Form, Link, useNavigation } from '@remix-run/react'
import type { BallotPage } from '~/models/ballot-page.server'
import type { BallotChoice } from '~/models/votes.server'
import { voidBallotMessage, votingClosedMessage } from '~/schemas/ballot-fields'
import { Button, buttonClasses, cn } from '~/components/ui'

// The parts of a People's Choice ballot's page (app/routes/vote.$token.tsx): where it stands, the list to
// choose from, and the confirmation. Links and forms only, so a phone without JavaScript votes too.

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}

export function BallotStatus({ page, refused }: { page: BallotPage; refused?: string }) {
  const vote = page.state === 'void' ? null : page.vote
  return (
    <div className="mt-2 space-y-3">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {page.state === 'void' ? 'Ballot not valid' : 'Choose your favourite'}
      </h1>
      {refused ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
          {refused}
        </p>
      ) : null}
      {page.state === 'void' ? <p className="text-lg text-slate-700">{voidBallotMessage}</p> : null}
      {page.state === 'closed' ? (
        <p className="rounded-xl bg-amber-50 p-3 text-lg font-semibold text-amber-900 ring-1 ring-amber-200">
          {votingClosedMessage}
        </p>
      ) : null}
      {vote ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-4 text-lg font-semibold text-emerald-900 ring-1 ring-emerald-200"
        >
          Your vote: {vote}
        </p>
      ) : null}
      {page.state === 'open' && vote ? (
        <p className="text-slate-700">You can change it below while voting is open.</p>
      ) : null}
    </div>
  )
}

export function BallotConfirm({
  path,
  search,
  project,
}: {
  path: string
  search: string
  project: { id: number; name: string; authorName: string }
}) {
  const sending = useNavigation().state !== 'idle'
  return (
    <section
      aria-labelledby="confirm-title"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="confirm-title" className="text-xl font-bold text-slate-900">
        Vote for {project.name}?
      </h2>
      <p className="mt-1 text-slate-600">by {project.authorName}</p>
      <Form method="post" action={path} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="projectId" value={project.id} />
        <Button type="submit" size="lg" disabled={sending}>
          Confirm my vote
        </Button>
        <Link to={withQuery(path, { q: search })} className={buttonClasses('secondary', 'lg')}>
          Back to the list
        </Link>
      </Form>
    </section>
  )
}

export function BallotChoices({
  path,
  search,
  choices,
}: {
  path: string
  search: string
  choices: BallotChoice[]
}) {
  return (
    <section aria-labelledby="choices-title" className="mt-6">
      <h2 id="choices-title" className="sr-only">
        The projects
      </h2>
      <Form method="get" action={path} role="search" className="flex gap-2">
        <label htmlFor="ballot-search" className="sr-only">
          Search by name or table
        </label>
        <input
          id="ballot-search"
          type="search"
          name="q"
          defaultValue={search}
          placeholder="Search by name or table"
          maxLength={100}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-3 text-lg"
        />
        <Button type="submit" variant="secondary" size="lg">
          Search
        </Button>
      </Form>
      {choices.length === 0 ? (
        <p className="mt-6 text-slate-700">No project matches “{search}”.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {choices.map((choice) => (
            <li key={choice.id}>
              <Link
                to={withQuery(path, { q: search, project: choice.id })}
                className="flex min-h-16 items-center gap-3 p-3 hover:bg-indigo-50 focus-visible:bg-indigo-50"
                aria-label={`Choose ${choice.name}${choice.tableNumber ? `, table ${choice.tableNumber}` : ''}`}
              >
                <img
                  src={choice.image}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                  className="aspect-video w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
                />
                <span className="min-w-0 flex-1">
                  {choice.tableNumber ? (
                    <span className="block text-sm font-semibold text-indigo-700">
                      Table {choice.tableNumber}
                    </span>
                  ) : null}
                  <span className="block font-semibold text-slate-900 wrap-break-word">{choice.name}</span>
                  <span className="block text-sm text-slate-600 wrap-break-word">by {choice.authorName}</span>
                </span>
                <span className={cn(buttonClasses('secondary', 'sm'), 'shrink-0')} aria-hidden="true">
                  Choose
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
