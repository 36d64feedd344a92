import type { SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { FormError } from '~/components/forms/field'
import { SubmitButton, useIsPending } from '~/components/forms/pending'
import { cn } from '~/components/ui'
import type { LanguageSettings } from '~/features/event/event-languages'
import { languageNames, languages, type ShippedLanguage } from '~/i18n/languages'
import { useT } from '~/i18n/react'
import { SectionCard } from './event-section'

// The club's languages (which the site offers, and the default), and the switch between the languages the
// agenda and the challenge are written in. Plain forms and links: both work without JavaScript.

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-200 has-[:checked]:bg-indigo-50 has-[:checked]:ring-indigo-300'

export function LanguagesSection({
  settings,
  lastResult,
}: {
  settings: LanguageSettings
  lastResult?: SubmissionResult<string[]>
}) {
  const t = useT()
  const saving = useIsPending({ intent: 'languages' })
  const refused = lastResult?.error ? Object.values(lastResult.error).flat()[0] : undefined
  return (
    <SectionCard id="languages" description={t('event.languages.description')}>
      <Form method="post" className="mt-4 space-y-6 border-t border-slate-100 pt-6">
        <input type="hidden" name="intent" value="languages" />
        <FormError message={refused ?? undefined} />
        <div className="grid gap-6 sm:grid-cols-2">
          <LanguageChoices
            legend={t('event.languages.default')}
            type="radio"
            name="defaultLanguage"
            checked={(language) => settings.defaultLanguage === language}
          />
          <LanguageChoices
            legend={t('event.languages.offered')}
            type="checkbox"
            name="offered"
            checked={(language) => settings.offered.includes(language)}
            hint={t('event.languages.alwaysOffered')}
          />
        </div>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <SubmitButton pending={saving} pendingLabel={t('event.save.pending')}>
            {t('event.languages.save')}
          </SubmitButton>
        </div>
      </Form>
    </SectionCard>
  )
}

/** One of the section's two choices: a box per language the product speaks, named in that language. */
function LanguageChoices({
  legend,
  type,
  name,
  checked,
  hint,
}: {
  legend: string
  type: 'radio' | 'checkbox'
  name: string
  checked: (language: ShippedLanguage) => boolean
  hint?: string
}) {
  const hintId = hint ? `${name}-hint` : undefined
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {languages.map((language) => (
          <label key={language} className={choiceClass} lang={language}>
            <input
              type={type}
              name={name}
              value={language}
              defaultChecked={checked(language)}
              className="size-5 accent-indigo-600"
            />
            <span className="text-sm font-semibold text-slate-900">{languageNames[language]}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * Which language the agenda and the challenge below are being written in: a link per offered language
 * (the default's address has no `?words=`). Shown only when the club offers more than one.
 */
export function WordsLanguageSwitch({
  settings,
  edited,
}: {
  settings: LanguageSettings
  edited: ShippedLanguage
}) {
  const t = useT()
  if (settings.offered.length < 2) return null
  return (
    <nav
      aria-labelledby="words-language-title"
      className="rounded-2xl bg-indigo-50 p-5 ring-1 ring-indigo-100 sm:px-8"
    >
      <h2 id="words-language-title" className="text-sm font-semibold text-indigo-950">
        {t('event.words.title')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {settings.offered.map((language) => (
          <li key={language}>
            <Link
              to={
                language === settings.defaultLanguage
                  ? '/admin/event#agenda'
                  : `/admin/event?words=${language}#agenda`
              }
              aria-current={language === edited ? 'true' : undefined}
              lang={language}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1',
                language === edited
                  ? 'bg-indigo-700 text-white ring-indigo-700'
                  : 'bg-white text-indigo-900 ring-indigo-200 hover:bg-indigo-100',
              )}
            >
              {languageNames[language]}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-indigo-950">
        {t('event.words.hint', { language: languageNames[settings.defaultLanguage] })}
      </p>
    </nav>
  )
}
