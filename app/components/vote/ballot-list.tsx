import { Form } from '@remix-run/react'
import CheckIcon from 'lucide-react/icons/check'
import SearchIcon from 'lucide-react/icons/search'
import type { BallotList } from '~/features/showcase/ballot-choices.server'
import { BALLOT_SEARCH_MAX_LENGTH, ballotHref } from '~/features/showcase/ballot-fields'
import { Button, buttonClasses, cn, SiteLink } from '~/components/ui'
import { Pager } from '~/components/ui/pager'
import { tableLabel } from '~/utils/text'
import { ChoiceNames, ChoicePicture } from './ballot'

// A ballot's search and its list, one page at a time (docs/decisions/0041): a GET form and plain links,
// so they work without JavaScript; the search comes first, as a family at the venue knows the project's
// name or its table before anything else.

export function BallotSearch({ path, q }: { path: string; q: string }) {
  return (
    <Form method="get" action={path} role="search" className="mt-6">
      <label htmlFor="ballot-search" className="block text-lg font-bold text-slate-900">
        Find a project
      </label>
      <p id="ballot-search-hint" className="text-slate-600">
        Type its name, an inventor’s name, or its table number.
      </p>
      <div className="mt-2 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="ballot-search"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            aria-describedby="ballot-search-hint"
            maxLength={BALLOT_SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            placeholder="Name or table"
            className="min-h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
        </div>
        <Button type="submit" size="lg">
          Search
        </Button>
      </div>
    </Form>
  )
}

export function BallotChoices({
  path,
  q,
  list,
  voteId,
}: {
  path: string
  q: string
  list: BallotList
  voteId: number | null
}) {
  const pageHref = (page: number) => ballotHref(path, { q, page })
  return (
    <section aria-labelledby="choices-title" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="choices-title" className="font-semibold text-slate-900">
          {listTitle(list, q)}
        </h2>
        {q ? (
          <SiteLink to={path} className="text-sm font-semibold text-indigo-700 hover:underline">
            Show every project
          </SiteLink>
        ) : null}
      </div>
      {list.total === 0 ? (
        <p className="mt-3 text-slate-700">Check the spelling, or type the number on the project’s table.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {list.choices.map((choice) => {
            const chosen = choice.id === voteId
            return (
              <li key={choice.id}>
                <SiteLink
                  to={ballotHref(path, { q, page: list.page, project: choice.id })}
                  aria-current={chosen ? 'true' : undefined}
                  aria-label={chosen ? `${named(choice)}: your vote` : `Choose ${named(choice)}`}
                  className={cn(
                    'flex min-h-16 items-center gap-3 p-3 focus-visible:bg-indigo-50',
                    chosen ? 'bg-emerald-50 hover:bg-emerald-100' : 'hover:bg-indigo-50',
                  )}
                >
                  <ChoicePicture choice={choice} />
                  <ChoiceNames choice={choice} />
                  {chosen ? (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-700 px-3 py-1 text-sm font-bold text-white">
                      <CheckIcon aria-hidden="true" className="size-4" />
                      Your vote
                    </span>
                  ) : (
                    <span className={cn(buttonClasses('secondary', 'sm'), 'shrink-0')}>Choose</span>
                  )}
                </SiteLink>
              </li>
            )
          })}
        </ul>
      )}
      <div className="mt-4">
        <Pager label="Pages of the list" page={list.page} pageCount={list.pages} hrefFor={pageHref} />
      </div>
    </section>
  )
}

/** "Kite, table 12": what a screen reader hears for a row, its name first. */
const named = (choice: { name: string; tableNumber: number | null }) =>
  choice.tableNumber === null
    ? choice.name
    : `${choice.name}, ${tableLabel(choice.tableNumber).toLowerCase()}`

function listTitle({ total, byTable, page, pages }: BallotList, q: string) {
  const projects = `${total} ${total === 1 ? 'project' : 'projects'}`
  const where = pages > 1 ? ` (page ${page} of ${pages})` : ''
  if (!q) return `All ${projects}, by ${byTable ? 'table number' : 'name'}${where}`
  if (total === 0) return `No project matches “${q}”`
  return `${projects} ${total === 1 ? 'matches' : 'match'} “${q}”${where}`
}
