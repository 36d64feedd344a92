import { useEffect, useLayoutEffect, useRef } from 'react'

// A layout effect in the browser (it runs as a render is committed); none on the server, which has no keys.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

const nextKeys = new Set(['ArrowRight', ' ', 'Spacebar', 'PageDown'])
const backKeys = new Set(['ArrowLeft', 'PageUp', 'Backspace'])

/** Where typing or a control's own keys must win: the reveal never takes a key from a form field. */
function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)
}

/**
 * The keys a presentation clicker sends (it types PageDown/PageUp, some → ← or Space): next and back.
 * Keys with a modifier are the browser's (Alt+← is history back), and Space on a focused button or link
 * presses it, as it should.
 */
export function usePresenterKeys({ next, back }: { next?: () => void; back?: () => void }) {
  // Read when the key is pressed, as of the step on the screen: a listener bound in an effect to one render's
  // `next` ran the previous step's for a key pressed between a step's render and its effect (→ from the
  // first step then went two steps on).
  const latest = useRef({ next, back })
  // Before the browser handles another key: as the step's render is committed (on the server, nothing).
  useCommitEffect(() => {
    latest.current = { next, back }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      if (isFormField(event.target)) return
      const onControl = event.target instanceof HTMLElement && event.target.closest('a, button') !== null
      if (event.key === ' ' && onControl) return
      const { next, back } = latest.current
      const go = nextKeys.has(event.key) ? next : backKeys.has(event.key) ? back : undefined
      if (!go) return
      event.preventDefault()
      go()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
