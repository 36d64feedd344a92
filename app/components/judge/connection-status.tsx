import { useSyncExternalStore } from 'react'
import { cn } from '~/components/ui'
import { useT } from '~/i18n/react'

// "Online" / "Offline" in the judge dashboard's header, from the browser's own idea of the
// network. With JavaScript only: without it the page cannot follow the network, so it says nothing.

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function ConnectionStatus() {
  const t = useT()
  // Null on the server and while hydrating, so the two renders match.
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => null,
  )
  if (online === null) return null
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
        online
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
          : 'bg-amber-50 text-amber-900 ring-amber-600/30',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', online ? 'bg-emerald-500' : 'bg-amber-500')}
      />
      {t(online ? 'judge.connection.online' : 'judge.connection.offline')}
    </span>
  )
}
