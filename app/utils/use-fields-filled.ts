import { useEffect, useRef, useState, type FormEvent } from 'react'

/**
 * Which of a form's fields hold something, for a submit button that stays disabled (with JavaScript) until
 * they all do. Followed through their input events, and read from the fields themselves once the page's
 * JavaScript arrives: what was typed before that (a slow phone) counts too.
 */
export function useFieldsFilled<Name extends string>(names: readonly Name[]) {
  const formRef = useRef<HTMLFormElement>(null)
  const [filled, setFilled] = useState(() => Object.fromEntries(names.map((name) => [name, false])))
  useEffect(() => {
    const field = (name: string) => formRef.current?.elements.namedItem(name)
    const holds = (name: string) => {
      const input = field(name)
      return input instanceof HTMLInputElement && input.value !== ''
    }
    setFilled(Object.fromEntries(names.map((name) => [name, holds(name)])))
    // The names are fixed for a form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const track = (name: Name) => (event: FormEvent<HTMLInputElement>) => {
    // Read now: React clears currentTarget before a state updater runs.
    const hasValue = event.currentTarget.value !== ''
    setFilled((current) => ({ ...current, [name]: hasValue }))
  }
  return { formRef, allFilled: names.every((name) => filled[name]), track }
}
