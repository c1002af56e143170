import { createContext, useContext } from 'react'

const NonceContext = createContext('')

/** Carries the per-response CSP nonce from the server entry to the inline scripts. */
export const NonceProvider = NonceContext.Provider

export const useNonce = () => useContext(NonceContext)
