import { useEffect, useState } from 'react'
import { Button } from '~/components/ui'
import { useHydrated } from '~/utils/use-hydrated'
import { useT } from '~/i18n/react'

/** Full screen for the projector (Fullscreen API): with JavaScript only, so nothing is offered without it. */
export function FullscreenButton() {
  const hydrated = useHydrated()
  const t = useT()
  const [active, setActive] = useState(false)
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  if (!hydrated || !document.fullscreenEnabled) return null
  return (
    <Button
      variant="onDark"
      size="sm"
      onClick={(event) => {
        // Off the button, so the clicker's next Space moves the reveal rather than pressing it again.
        event.currentTarget.blur()
        if (document.fullscreenElement) void document.exitFullscreen()
        else void document.documentElement.requestFullscreen()
      }}
    >
      {active ? t('print.fullscreen.exit') : t('print.fullscreen.enter')}
    </Button>
  )
}
