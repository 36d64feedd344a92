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
  words,
}: {
  label: string
  page: number
  pageCount: number
  hrefFor: (page: number) => string
  /** Its words in the page's language, where the page has them (English's otherwise). */
  words?: { previous: string; next: string; position: string }
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <SiteLink to={hrefFor(page - 1)} className={buttonClasses('secondary', 'sm')}>
          {words?.previous ?? '← Previous'}
        </SiteLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{words?.position ?? `Page ${page} of ${pageCount}`}</span>
      {page < pageCount ? (
        <SiteLink to={hrefFor(page + 1)} className={buttonClasses('secondary', 'sm')}>
          {words?.next ?? 'Next →'}
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
