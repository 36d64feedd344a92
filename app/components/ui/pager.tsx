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
}: {
  label: string
  page: number
  pageCount: number
  hrefFor: (page: number) => string
}) {
  const t = useT()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <SiteLink to={hrefFor(page - 1)} className={buttonClasses('secondary', 'sm')}>
          {t('ui.previous')}
        </SiteLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">{t('ui.pageOf', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <SiteLink to={hrefFor(page + 1)} className={buttonClasses('secondary', 'sm')}>
          {t('ui.next')}
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
