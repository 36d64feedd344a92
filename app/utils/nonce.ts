import { createContext, useContext } from 'react'

// The per-response CSP nonce, given to Remix's inline scripts. Browsers hide
// a nonce from the DOM after use, so in the browser it reads as ''.
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
