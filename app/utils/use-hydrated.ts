import { useEffect, useState } from 'react'

let hydrated = false

/**
 * False during the server render and the first client render (so the two
 * match), true afterwards: for enhancements that only make sense with JS.
 */
export function useHydrated() {
  const [isHydrated, setIsHydrated] = useState(hydrated)
  useEffect(() => {
    hydrated = true
    setIsHydrated(true)
  }, [])
  return isHydrated
}
