import { Fragment, type ReactNode } from 'react'

// A catalogue text with more than words in it, for the Grading Status, Judges and Criteria panels: its
// **marked** parts in bold, or its {{values}} as elements (a judge's name in bold). The values never go
// through the marking, so a name with asterisks in it stays as it was typed.

/** `text` with each **marked** part given to `mark` (a <strong>, a big number). */
export function marked(text: string, mark: (part: string) => ReactNode): ReactNode {
  return text
    .split(/\*\*(.*?)\*\*/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? mark(part) : part}</Fragment>)
}

/** `text` (a catalogue text read without values) with each {{name}} replaced by `values[name]`. */
export function filled(text: string, values: Record<string, ReactNode>): ReactNode {
  return text
    .split(/\{\{\s*(\w+)\s*\}\}/)
    .map((part, index) => (
      <Fragment key={index}>
        {index % 2 === 1 ? (part in values ? values[part] : `{{${part}}}`) : part}
      </Fragment>
    ))
}
