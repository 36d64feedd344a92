import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'
import { ErrorList } from './field'

/**
 * A settings card's choice as radio cards in a fieldset, one card per value with its label and hint: a
 * plain form control, so it works without JS. `name` is the form field; the values are the labels' keys in
 * their order, and the first is marked as the default ("Raw scores (default)", in the page's language). `columns` are container-query classes
 * (`@xl:grid-cols-3`): the cards sit side by side when the box they are in has room, whatever the window's
 * width, so a narrow card never squeezes its text.
 */
export function RadioCards<V extends string>({
  legend,
  name,
  idPrefix = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
  choices: { labels, hints },
  checked,
  columns = '@sm:grid-cols-2',
  field,
}: {
  legend: string
  name: string
  /** Each input's id is `<idPrefix>-<value>`, its hint's `<idPrefix>-<value>-hint`: the name in kebab case. */
  idPrefix?: string
  /** Each value's label, and the line under it. */
  choices: { labels: Record<V, string>; hints: Record<V, string> }
  checked: V
  columns?: string
  /** A Conform field's error, read with each card while there is one. */
  field?: { errorId: string; errors?: string[] }
}) {
  const t = useT()
  const values = Object.keys(labels) as V[]
  const errorId = field?.errors ? field.errorId : undefined
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="@container mt-2">
        <div className={`grid gap-2 ${columns}`}>
          {values.map((value) => (
            <label
              key={value}
              htmlFor={`${idPrefix}-${value}`}
              className="grid min-h-11 cursor-pointer grid-cols-[auto_minmax(0,1fr)] content-start gap-x-3 rounded-xl p-2 ring-1 ring-slate-200 has-[:checked]:bg-indigo-50 has-[:checked]:ring-indigo-300"
            >
              <input
                id={`${idPrefix}-${value}`}
                type="radio"
                name={name}
                value={value}
                defaultChecked={checked === value}
                aria-describedby={cn(`${idPrefix}-${value}-hint`, errorId)}
                className="row-span-2 mt-0.5 size-5 accent-indigo-600"
              />
              <span className="text-sm font-semibold text-slate-900">
                {value === values[0] ? t('ui.defaultChoice', { label: labels[value] }) : labels[value]}
              </span>
              <span id={`${idPrefix}-${value}-hint`} className="text-sm text-slate-600">
                {hints[value]}
              </span>
            </label>
          ))}
        </div>
      </div>
      {field ? <ErrorList id={field.errorId} errors={field.errors} className="mt-1.5" /> : null}
    </fieldset>
  )
}
