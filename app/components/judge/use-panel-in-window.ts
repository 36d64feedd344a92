import { type RefObject, useEffect } from 'react'

/** Tailwind's md: from here (a tablet) the evaluate panel is pinned beside the list (dashboard.tsx). */
const PINNED = '(min-width: 48rem)'
/** The gap kept under the panel, as the stylesheet's calc(100dvh - 6rem) keeps under the pinned top-20. */
const GAP = 16
/** Never shorter than this: on a short window a panel this tall scrolls, and the page scrolls it up. */
const SHORTEST = 240

/**
 * Keeps the pinned evaluate panel's bottom inside the window wherever the page is scrolled: its height is
 * the window's below its top. The stylesheet alone caps it at one screen minus the pinned top, which holds
 * once the panel is pinned; before that (the page at the top, the first projects of a list page open) the
 * panel starts lower and ran past the bottom, with Submit Scores and Save and next out of reach of the
 * wheel. Measured on scroll, on resize, and when something above it (a banner) changes the page's height.
 */
export function usePanelInWindow(ref: RefObject<HTMLElement | null>, panelKey: unknown) {
  useEffect(() => {
    const panel = ref.current
    if (!panel) return
    const pinned = window.matchMedia(PINNED)
    let frame = 0
    const fit = () => {
      frame = 0
      if (!pinned.matches) {
        panel.style.maxHeight = ''
        return
      }
      const top = Math.max(panel.getBoundingClientRect().top, 0)
      panel.style.maxHeight = `${Math.max(window.innerHeight - top - GAP, SHORTEST)}px`
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(fit)
    }
    fit()
    const resized = new ResizeObserver(schedule)
    resized.observe(document.body)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    pinned.addEventListener('change', schedule)
    return () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      pinned.removeEventListener('change', schedule)
      panel.style.maxHeight = ''
    }
    // A new panel (another project) is a new element.
  }, [ref, panelKey])
}
