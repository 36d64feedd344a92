import { buttonClasses, SiteLink } from '~/components/ui'

/**
 * "← Previous · Page X of Y · Next →" as plain links, so paging works without JavaScript. Nothing when
 * everything fits on one page.
 */
export function Pager({
  label,
  page,
  pageCount,
  hrefFor,
}: {
  label: string
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <SiteLink to={hrefFor(page - 1)} className={buttonClasses('secondary', 'sm')}>
          ← Previous
        </SiteLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <SiteLink to={hrefFor(page + 1)} className={buttonClasses('secondary', 'sm')}>
          Next →
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
