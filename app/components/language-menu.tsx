import { Form, useLocation, useRouteLoaderData } from '@remix-run/react'
import { cn } from '~/components/ui'
import { languageNames, type Language } from '~/i18n/languages'
import { useLanguage, useT } from '~/i18n/react'
import { Icon } from '~/components/ui/icons'

/**
 * The languages the club offers, a button each, in the header: one press, with or without JavaScript,
 * remembers the choice and shows the same page again in it (app/routes/language.tsx). A whole new document,
 * so that the page comes with its new words.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const root = useRouteLoaderData<{ languages: Language[] }>('root')
  const language = useLanguage()
  const location = useLocation()
  const t = useT()
  const offered = root?.languages ?? []
  if (offered.length < 2) return null
  const params = new URLSearchParams(location.search)
  params.delete('menu')
  const query = params.toString()
  return (
    <Form
      method="post"
      action="/language"
      reloadDocument
      aria-label={t('language.label')}
      className={cn('flex items-center gap-1', className)}
    >
      <Icon name="languages" aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${query ? `?${query}` : ''}`} />
      {offered.map((offer) => (
        <button
          key={offer}
          type="submit"
          name="language"
          value={offer}
          lang={offer}
          aria-pressed={offer === language}
          className={cn(
            'min-h-11 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
            offer === language ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {languageNames[offer]}
        </button>
      ))}
    </Form>
  )
}
