import { useEffect, useRef } from 'react'
import { useT } from '~/i18n/react'
import { CopyButton } from './copy-button'
import { Icon } from '~/components/ui/icons'

type PromptCard = { id: number; goal: string; bestTool: string; whyAwesome: string; starterPrompt: string }

// Tailwind's `md`: from there the cards sit two or three to a row and the section stays short when open.
const WIDE = '(min-width: 48rem)'

/**
 * The challenge page's prompt cards, each a `<details>`: on a phone nine open cards made the page 9,500 px
 * long, so each shows its title and opens to its prompt with a tap, without JavaScript too. With JavaScript a
 * wide screen opens them all once, as they were before; the visitor can still fold each one.
 */
export function PromptCards({ cards }: { cards: PromptCard[] }) {
  const list = useRef<HTMLOListElement>(null)
  const t = useT()
  useEffect(() => {
    if (!window.matchMedia(WIDE).matches) return
    for (const details of list.current?.querySelectorAll('details') ?? []) details.open = true
  }, [])

  return (
    <ol ref={list} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.id}>
          <details className="prompt-card group rounded-2xl border border-slate-200 bg-white shadow-sm open:shadow-md">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-2xl p-5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-6 [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {t('showcase.prompts.card', { number: index + 1 })}
                </span>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{card.goal}</h3>
              </span>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-indigo-600 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="flex flex-1 flex-col px-5 pb-5 sm:px-6 sm:pb-6">
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="font-semibold text-slate-900">{t('showcase.prompts.bestTool')}</dt>
                  <dd className="text-slate-700">{card.bestTool}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">{t('showcase.prompts.whyAwesome')}</dt>
                  <dd className="text-slate-700">{card.whyAwesome}</dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-1 flex-col rounded-xl bg-indigo-50 p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-indigo-800">
                  {t('showcase.prompts.starter')}
                </p>
                <p className="mt-1 flex-1 text-sm text-slate-800">{card.starterPrompt}</p>
                <div className="mt-3">
                  <CopyButton
                    text={card.starterPrompt}
                    label={card.goal}
                    action={t('showcase.prompts.copy')}
                  />
                </div>
              </div>
            </div>
          </details>
        </li>
      ))}
    </ol>
  )
}
