import { cn } from '~/components/ui'

/**
 * A settings card's choice as radio cards, one per value, each with its label and hint: a plain form
 * control, so it works without JS. `name` is the form field; the first value is marked as the default.
 * `columns` are container-query classes (`@xl:grid-cols-3`): the cards sit side by side when the box
 * they are in has room, whatever the window's width, so a narrow card never squeezes its text.
 */
export function RadioCards<V extends string>({
  name,
  idPrefix,
  values,
  checked,
  labels,
  hints,
  defaultValue,
  columns,
  errorId,
}: {
  name: string
  /** Each input's id is `<idPrefix>-<value>`, its hint's `<idPrefix>-<value>-hint`. */
  idPrefix: string
  values: readonly V[]
  checked: V
  labels: Record<V, string>
  hints: Record<V, string>
  defaultValue: V
  columns: string
  /** The choice's error, read with each card while there is one. */
  errorId?: string
}) {
  return (
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
              {`${labels[value]}${value === defaultValue ? ' (default)' : ''}`}
            </span>
            <span id={`${idPrefix}-${value}-hint`} className="text-sm text-slate-600">
              {hints[value]}
            </span>
          </label>
        ))}
      </div>
    </div>
  )
}
