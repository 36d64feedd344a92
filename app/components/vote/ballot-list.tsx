import { Form } from '@remix-run/react'
import type { BallotList } from '~/features/showcase/ballot-choices.server'
import { BALLOT_SEARCH_MAX_LENGTH, ballotHref } from '~/features/showcase/ballot-fields'
import { Button, buttonClasses, cn, SiteLink } from '~/components/ui'
import { Pager } from '~/components/ui/pager'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { ChoiceNames, ChoicePicture } from './ballot'
import { Icon } from '~/components/ui/icons'

// A ballot's search and its list, one page at a time (docs/decisions/0041): a GET form and plain links,
// so they work without JavaScript; the search comes first, as a family at the venue knows the project's
// name or its table before anything else.

export function BallotSearch({ path, q }: { path: string; q: string }) {
  const t = useT()
  return (
    <Form method="get" action={path} role="search" className="mt-6">
      <label htmlFor="ballot-search" className="block text-lg font-bold text-slate-900">
        {t('showcase.ballot.search.label')}
      </label>
      <p id="ballot-search-hint" className="text-slate-600">
        {t('showcase.ballot.search.hint')}
      </p>
      <div className="mt-2 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Icon
            name="search"
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
            placeholder={t('showcase.ballot.search.placeholder')}
            className="min-h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
        </div>
        <Button type="submit" size="lg">
          {t('showcase.search')}
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
  const t = useT()
  return (
    <section aria-labelledby="choices-title" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="choices-title" className="font-semibold text-slate-900">
          {listTitle(t, list, q)}
        </h2>
        {q ? (
          <SiteLink to={path} className="text-sm font-semibold text-indigo-700 hover:underline">
            {t('showcase.ballot.showAll')}
          </SiteLink>
        ) : null}
      </div>
      {list.total === 0 ? (
        <p className="mt-3 text-slate-700">{t('showcase.ballot.noMatch')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {list.choices.map((choice) => {
            const chosen = choice.id === voteId
            return (
              <li key={choice.id}>
                <SiteLink
                  to={ballotHref(path, { q, page: list.page, project: choice.id })}
                  aria-current={chosen ? 'true' : undefined}
                  aria-label={t(chosen ? 'showcase.ballot.choice.voted' : 'showcase.ballot.choice.choose', {
                    name: named(t, choice),
                  })}
                  className={cn(
                    'flex min-h-16 items-center gap-3 p-3 focus-visible:bg-indigo-50',
                    chosen ? 'bg-emerald-50 hover:bg-emerald-100' : 'hover:bg-indigo-50',
                  )}
                >
                  <ChoicePicture choice={choice} />
                  <ChoiceNames choice={choice} />
                  {chosen ? (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-700 px-3 py-1 text-sm font-bold text-white">
                      <Icon name="check" aria-hidden="true" className="size-4" />
                      {t('showcase.ballot.yourVote')}
                    </span>
                  ) : (
                    <span className={cn(buttonClasses('secondary', 'sm'), 'shrink-0')}>
                      {t('showcase.ballot.choose')}
                    </span>
                  )}
                </SiteLink>
              </li>
            )
          })}
        </ul>
      )}
      <div className="mt-4">
        <Pager
          label={t('showcase.ballot.pages')}
          page={list.page}
          pageCount={list.pages}
          hrefFor={pageHref}
          words={{
            previous: t('showcase.pager.previous'),
            next: t('showcase.pager.next'),
            position: t('showcase.pager.position', { page: list.page, pages: list.pages }),
          }}
        />
      </div>
    </section>
  )
}

/** "Kite, table 12": what a screen reader hears for a row, its name first. */
const named = (t: Translate, choice: { name: string; tableNumber: number | null }) =>
  choice.tableNumber === null
    ? choice.name
    : t('showcase.ballot.choice.atTable', { name: choice.name, number: choice.tableNumber })

function listTitle(t: Translate, { total, byTable, page, pages }: BallotList, q: string) {
  const where = pages > 1 ? ` ${t('showcase.ballot.list.page', { page, pages })}` : ''
  if (!q) {
    return (
      t(byTable ? 'showcase.ballot.list.byTable' : 'showcase.ballot.list.byName', { count: total }) + where
    )
  }
  if (total === 0) return t('showcase.ballot.list.none', { q })
  return t('showcase.ballot.list.matches', { count: total, q }) + where
}
