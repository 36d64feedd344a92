import type { Translate, Values } from './translate'

// A form's message is a catalogue key (docs/languages.md), which the page writes in its language. A message
// that carries a value the schema or the server only knows then ("A level cannot begin above the max points
// (8).") holds its values after its key, as JSON: `grading.levels.aboveMax {"max":8}`. The form that shows
// it reads it back with `writeMessage`; a key alone reads as itself.

/** A message: its catalogue key and the values its words need. */
export const messageWith = (key: string, values: Values) => `${key} ${JSON.stringify(values)}`

/** A message read back: its key and its values, or null for words already written (or a key alone). */
export function readMessage(message: string): { key: string; values: Values } | null {
  const space = message.indexOf(' {')
  if (space <= 0 || message.slice(0, space).includes(' ')) return null
  try {
    return { key: message.slice(0, space), values: JSON.parse(message.slice(space + 1)) as Values }
  } catch {
    return null
  }
}

/** A message's words in the page's language: a key with values, a key alone, or words already written. */
export function writeMessage(t: Translate, message: string): string {
  const read = readMessage(message)
  return read ? t(read.key, read.values) : t(message)
}

/** A field's messages in the page's language (the forms kit's ErrorList then leaves written words as they are). */
export const writeMessages = (t: Translate, messages: string[] | undefined) =>
  messages?.map((message) => writeMessage(t, message))
