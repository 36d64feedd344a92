import { getTextareaProps, type FieldMetadata, type FormMetadata } from '@conform-to/react'
import { Fragment, useState, type ReactElement } from 'react'
import type * as z from 'zod'
import { ErrorList, Field, InputField, inputClass } from '~/components/forms/field'
import { buttonClasses } from '~/components/ui'
import { fieldLooks, fieldMessage } from '~/features/event/event-fields'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { Icon } from '~/components/ui/icons'

// The Event tab's forms, drawn from a short description of each section (text-sections.tsx): which fields,
// in which order, side by side or not, with the words the form adds (a hint, a text box's height). A field's
// label, its input and whether it is required come from the rule that checks it (features/event/event-fields.ts).
// Every word of a description is a catalogue key, written here in the page's language; so are the rules'
// labels and messages (a message with values is written by fieldMessage).

/**
 * A field by its name in the schema, or with what the form adds to its rule: a hint, a text box's height, a
 * label other than the one its messages name it by (a prize's title says which prize).
 */
type FieldLine =
  | string
  | { name: string; label?: string; hint?: string; rows?: number; textarea?: boolean; className?: string }

/** A list of the schema (the agenda's slots): its items are added, removed and moved by Conform's buttons. */
type ListLine = {
  list: string
  /**
   * What one item is called (keys whose `number` is the item's): as its title ("Slot 2"), inside a sentence
   * for a screen reader ("Move up slot 2"), and the button that adds one ("Add a slot").
   */
  item: { title: string; inSentence: string; add: string }
  lines: SectionLine[]
  /** The rest of an item, folded away so that the list reads as a list. */
  more?: { summary: string; lines: SectionLine[] }
  min?: number
  max: number
  /** Its order counts: each item moves up and down. */
  ordered?: boolean
}

/**
 * A line of a section's form: one field; fields side by side (two columns from a tablet's width, or as
 * many dates and times as fit; groups three abreast on a laptop); a fieldset with its legend; a group of
 * the schema (a prize) as a card; a list; or something of the section's own, drawn from its fields.
 */
export type SectionLine =
  | FieldLine
  | (FieldLine | GroupLine)[]
  | { legend: string; lines: SectionLine[] }
  | GroupLine
  | ListLine
  | ((fields: Fields) => ReactElement)

type GroupLine = { group: string; title: string; lines: SectionLine[] }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>
type Fields = Record<string, Field>
// Conform's fields of an object and of a list, which its types give only to a known schema.
const fieldsOf = (field: Field) => (field as unknown as { getFieldset(): Fields }).getFieldset()
const itemsOf = (field: Field) => (field as unknown as { getFieldList(): Field[] }).getFieldList()
type Rules = Record<string, z.ZodType>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form = FormMetadata<any, string[]>

const legendClass = 'text-base font-bold text-slate-900'
const titleClass = 'text-sm font-bold uppercase tracking-wide text-indigo-700'
// A date or a time takes the room of its whole value, and shares the rest of its row.
const shares: Partial<Record<string, string>> = { date: 'flex-[1_1_11rem]', time: 'flex-[1_1_9rem]' }

/** The fields of an object, a list of objects or an optional one, as the schema holds them. */
function shapeOf(rule: z.ZodType): Rules {
  const def = rule._zod.def as unknown as { type: string; shape?: Rules } & Record<string, z.ZodType>
  if (def.shape) return def.shape
  const inner = def.element ?? def.in ?? def.innerType
  if (!inner) throw new Error(`a ${def.type} has no fields`)
  return shapeOf(inner)
}

/** The names of the fields a description draws. */
function namesOf(lines: SectionLine[]): string[] {
  return lines.flatMap((line) =>
    typeof line === 'string'
      ? [line]
      : Array.isArray(line)
        ? namesOf(line)
        : typeof line === 'object' && 'name' in line
          ? [line.name]
          : [],
  )
}

function lookOf(rules: Rules, line: FieldLine) {
  const name = typeof line === 'string' ? line : line.name
  const look = rules[name] && fieldLooks.get(rules[name])
  if (!look) throw new Error(`${name}: no field of the schema with a label`)
  return look
}

export function SectionFields({
  rules,
  fields,
  form,
  lines,
}: {
  rules: Rules
  fields: Fields
  form: Form
  lines: SectionLine[]
}) {
  const t = useT()
  const field = (line: FieldLine) => {
    const { name, hint, rows, textarea, className, ...own } = typeof line === 'string' ? { name: line } : line
    const { label, input, required } = lookOf(rules, line)
    const meta = fields[name]!
    const common = {
      field: meta,
      label: t(own.label ?? label),
      hint: hint ? t(hint) : undefined,
      errors: messagesOf(t, meta.errors),
      required,
    }
    return textarea || input === 'textarea' ? (
      // The kit's TextareaField, with the messages written first.
      <Field key={name} {...common} className={className}>
        <textarea
          {...getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })}
          rows={rows ?? 3}
          className={inputClass}
        />
      </Field>
    ) : (
      <InputField key={name} {...common} type={input} className={className ?? shares[input]} />
    )
  }
  const nested = (name: string, lines: SectionLine[], own: Fields) => (
    <SectionFields rules={shapeOf(rules[name]!)} fields={own} form={form} lines={lines} />
  )
  const draw = (line: SectionLine, index: number): ReactElement => {
    if (typeof line === 'function') return <Fragment key={index}>{line(fields)}</Fragment>
    if (Array.isArray(line)) {
      const groups = line.some((item) => typeof item === 'object' && 'group' in item)
      const times = line.some(
        (item) => !(typeof item === 'object' && 'group' in item) && shares[lookOf(rules, item).input],
      )
      const layout = groups
        ? 'grid gap-5 lg:grid-cols-3'
        : times
          ? 'flex flex-wrap gap-5'
          : 'grid gap-5 sm:grid-cols-2'
      return (
        <div key={index} className={layout}>
          {line.map(draw)}
        </div>
      )
    }
    if (typeof line === 'string' || 'name' in line) return field(line)
    if ('legend' in line) {
      return (
        <fieldset key={line.legend} className="space-y-4">
          <legend className={legendClass}>{t(line.legend)}</legend>
          {line.lines.map(draw)}
        </fieldset>
      )
    }
    if ('group' in line) {
      return (
        <div key={line.group} className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className={titleClass}>{t(line.title)}</p>
          {nested(line.group, line.lines, fieldsOf(fields[line.group]!))}
        </div>
      )
    }
    const list = fields[line.list]!
    const items = itemsOf(list)
    const List = line.ordered ? 'ol' : 'ul'
    const empty = Object.fromEntries(Object.keys(shapeOf(rules[line.list]!)).map((name) => [name, '']))
    return (
      <div key={line.list} className="space-y-4">
        <ErrorList id={list.errorId} errors={messagesOf(t, list.errors)} />
        <List className="space-y-5 sm:space-y-4">
          {items.map((item, at) => (
            <li key={item.key}>
              <ListItem list={line} name={list.name} item={item} index={at} count={items.length} form={form}>
                {(lines) => nested(line.list, lines, fieldsOf(item))}
              </ListItem>
            </li>
          ))}
        </List>
        {items.length < line.max ? (
          <button
            {...form.insert.getButtonProps({ name: list.name, defaultValue: empty as never })}
            className={buttonClasses('secondary', 'md')}
          >
            {t(line.item.add)}
          </button>
        ) : null}
      </div>
    )
  }
  return <>{lines.map(draw)}</>
}

/** One item of a list: its name and buttons, its fields, and the rest of them folded away. */
function ListItem({
  list,
  name: listName,
  item,
  index,
  count,
  form,
  children: drawLines,
}: {
  list: ListLine
  /** The list's field name, for Conform's buttons. */
  name: string
  item: Field
  index: number
  count: number
  form: Form
  children: (lines: SectionLine[]) => ReactElement
}) {
  const t = useT()
  const number = index + 1
  const title = t(list.item.title, { number })
  const inSentence = t(list.item.inSentence, { number })
  const own = fieldsOf(item)
  const folded = namesOf(list.more?.lines ?? []).map((name) => own[name]!)
  // Folded unless something in it needs the organiser: an error, or a new item's empty first field. Once
  // open it stays open: typing the first letter or mending an error never folds it under the cursor.
  const needed =
    folded.some((field) => field.errors?.length) || (folded.length > 0 && !folded[0]!.initialValue)
  const [open, setOpen] = useState(needed)
  if (needed && !open) setOpen(true)
  const to = (at: number) => form.reorder.getButtonProps({ name: listName, from: index, to: at })
  const buttons = [
    ...(list.ordered
      ? ([
          ['event.list.moveUp', to(index - 1), index === 0],
          ['event.list.moveDown', to(index + 1), index === count - 1],
        ] as const)
      : []),
    [
      'event.list.remove',
      form.remove.getButtonProps({ name: listName, index }),
      count === (list.min ?? 0),
    ] as const,
  ]
  return (
    // On a phone an item is a band of the section, not a card inside its card: the room goes to the fields.
    <div className="space-y-4 border-t border-slate-200 pt-5 sm:rounded-xl sm:border-0 sm:bg-slate-50 sm:p-5 sm:ring-1 sm:ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={titleClass}>{title}</p>
        <div className="flex flex-wrap gap-2">
          {buttons.map(([action, props, disabled]) => (
            <button key={action} {...props} disabled={disabled} className={buttonClasses('secondary', 'sm')}>
              {t(action)}
              <span className="sr-only"> {inSentence}</span>
            </button>
          ))}
        </div>
      </div>
      <ErrorList id={item.errorId} errors={messagesOf(t, item.errors)} />
      {drawLines(list.lines)}
      {list.more ? (
        // Closed, its fields are still sent with the form.
        <details open={open} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg text-sm font-semibold text-indigo-700 [&::-webkit-details-marker]:hidden">
            <Icon
              name="chevron-right"
              aria-hidden="true"
              className="size-4 shrink-0 transition-transform group-open:rotate-90"
            />
            <span>{t(list.more.summary)}</span>
            <span className="sr-only"> {t('event.list.moreOf', { item: inSentence })}</span>
          </summary>
          <div className="mt-2 space-y-4">{drawLines(list.more.lines)}</div>
        </details>
      ) : null}
    </div>
  )
}

/** A field's messages in the page's language, those with values too (fieldMessage). */
const messagesOf = (t: Translate, errors: string[] | undefined) =>
  errors?.map((message) => fieldMessage(t, message))
