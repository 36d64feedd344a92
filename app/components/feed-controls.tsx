import { Form, useSubmit } from '@remix-run/react'
import { Button, buttonClasses, cn, SiteLink } from '~/components/ui'
import { FEED_SEARCH_MAX_LENGTH, feedHref, type FeedQuery } from '~/features/showcase/feed'
import { submissionTypes, type SubmissionType } from '~/features/submissions/project-fields'
import { useT } from '~/i18n/react'
import { useHydrated } from '~/utils/use-hydrated'
import { useKindLabel } from './showcase-words'
import { Icon } from '~/components/ui/icons'

// The feed's search, type chips and sort: each a GET form or a link that carries the others along, so they
// work without JavaScript and a search survives a change of type or order.

const typeFilters: (SubmissionType | undefined)[] = [undefined, ...submissionTypes]

const sortLabels = {
  newest: 'showcase.feed.sort.newest',
  oldest: 'showcase.feed.sort.oldest',
  name: 'showcase.feed.sort.name',
} as const

export function FeedControls({ query }: { query: FeedQuery }) {
  return (
    <div className="flex flex-col gap-4">
      <FeedSearch query={query} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <TypeChips query={query} />
        <SortForm query={query} />
      </div>
    </div>
  )
}

function FeedSearch({ query }: { query: FeedQuery }) {
  const t = useT()
  return (
    <Form method="get" action="/feed" role="search" preventScrollReset className="flex max-w-xl gap-2">
      {/* In feedHref's order (type, q, sort): a search gives the same address as a link to it. */}
      {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
      <label htmlFor="feed-search" className="sr-only">
        {t('showcase.feed.search.label')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Icon
          name="search"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="feed-search"
          type="search"
          name="q"
          defaultValue={query.q}
          key={query.q}
          maxLength={FEED_SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          placeholder={t('showcase.feed.search.placeholder')}
          className="min-h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
      </div>
      {query.sort !== 'newest' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <Button type="submit" variant="secondary">
        {t('showcase.search')}
      </Button>
    </Form>
  )
}

function TypeChips({ query }: { query: FeedQuery }) {
  const t = useT()
  const kindLabel = useKindLabel()
  return (
    // On a phone the chips scroll sideways: the row fades at its edge and an arrow says there is more.
    <div className="chips-frame relative -mx-4 sm:mx-0">
      <nav
        aria-label={t('showcase.feed.filter.label')}
        className="scroll-fade-x chips-scroller px-4 pb-1 sm:overflow-visible sm:px-0 sm:pb-0 sm:[mask-image:none]"
      >
        {/* w-max: the list as wide as its chips, so its end padding (the faded edge, under the arrow) is
            part of the scroll and the last chip stops left of it. */}
        <ul className="flex w-max gap-2 pr-10 sm:w-auto sm:pr-0">
          {typeFilters.map((type) => {
            const active = query.type === type
            return (
              <li key={type ?? 'all'} className="shrink-0">
                <SiteLink
                  to={feedHref(query, { type, page: 1 })}
                  aria-current={active ? 'true' : undefined}
                  preventScrollReset
                  className={cn(
                    'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    active
                      ? 'bg-indigo-600 text-white ring-indigo-600'
                      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                  )}
                >
                  {type ? kindLabel(type) : t('showcase.feed.filter.all')}
                </SiteLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <span
        aria-hidden="true"
        className="chips-more pointer-events-none absolute top-0 right-2 flex h-11 items-center sm:hidden"
      >
        <span className="flex size-7 items-center justify-center rounded-full bg-white text-slate-600 shadow ring-1 ring-slate-200">
          <Icon name="chevron-right" className="size-4" />
        </span>
      </span>
    </div>
  )
}

function SortForm({ query }: { query: FeedQuery }) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  const t = useT()
  return (
    <Form method="get" action="/feed" preventScrollReset className="flex items-center gap-2">
      {query.type ? <input type="hidden" name="type" value={query.type} /> : null}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <label htmlFor="feed-sort" className="text-sm font-medium text-slate-700">
        {t('showcase.feed.sort.label')}
      </label>
      <select
        id="feed-sort"
        name="sort"
        defaultValue={query.sort}
        key={query.sort}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {Object.entries(sortLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={buttonClasses('secondary', 'md')}>
          {t('showcase.feed.sort.submit')}
        </button>
      )}
    </Form>
  )
}
