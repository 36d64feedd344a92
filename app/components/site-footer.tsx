import { site as content } from '~/content/site'
import { useEventDetails } from '~/features/event/use-event-details'
import { ExternalLink, SiteLink } from '~/components/ui'
import { useT } from '~/i18n/react'

// The site's own pages: fixed, not the organiser's words.
const { footerLinks, legalLinks } = content

export function SiteFooter() {
  const site = useEventDetails()
  const t = useT()
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_2fr] lg:px-8">
        <div>
          <div className="flex items-center gap-2.5">
            <img src={site.logo.src} alt="" width={32} height={32} className="size-8 object-contain" />
            <span className="text-lg font-bold text-white">{site.clubName}</span>
          </div>
          <p className="mt-3 max-w-xs text-sm">{site.footerTagline}</p>
        </div>
        <div className="grid gap-8 sm:grid-cols-[3fr_2fr]">
          <nav aria-label={t('footer.label')}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footer.explore')}</h2>
            <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-4 text-sm">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="footer-link">
                    {t(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footer.follow')}</h2>
            <ul className="mt-3 text-sm">
              {site.externalLinks.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href} className="footer-link">
                    {t(link.label)}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p className="text-slate-400">{t('footer.rights', { year: site.year, club: site.clubName })}</p>
          {/* Apart from the footer's navigation links: how the site treats a family's data. */}
          <nav aria-label={t('footer.policies')} className="text-sm">
            <ul className="flex flex-wrap gap-x-5">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="footer-link underline underline-offset-4">
                    {t(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
