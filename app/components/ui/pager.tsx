import { buttonClasses, SiteLink } from '~/components/ui'
import { useT } from '~/i18n/react'

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
  /** Its words, where a page writes its own (the catalogue's otherwise). */
  words?: { previous: string; next: string; position: string }
}) {
  const t = useT()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <SiteLink to={hrefFor(page - 1)} className={buttonClasses('secondary', 'sm')}>
          {words?.previous ?? t('ui.previous')}
        </SiteLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        {words?.position ?? t('ui.pageOf', { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <SiteLink to={hrefFor(page + 1)} className={buttonClasses('secondary', 'sm')}>
          {words?.next ?? t('ui.next')}
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
