import { createContext, useContext } from 'react'

// The page's nonce, from the server's Content-Security-Policy (entry.server.tsx), for <Scripts>.
const Nonce = createContext<string | undefined>(undefined)
export const NonceProvider = Nonce.Provider
export const useNonce = () => useContext(Nonce)
