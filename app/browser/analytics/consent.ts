/** The visitor's answer to the analytics question; 'undecided' until they press a button. */
export type Consent = 'accepted' | 'rejected' | 'undecided'

export const CONSENT_STORAGE_KEY = 'citybreak-analytics-consent'

/**
 * Reads the remembered choice. Only ever called after mount, so the server render and hydration agree;
 * storage that cannot be read (blocked, private modes) counts as no choice yet.
 */
export function readConsent(): Consent {
  try {
    const stored = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    return stored === 'accepted' || stored === 'rejected' ? stored : 'undecided'
  } catch {
    return 'undecided'
  }
}

/**
 * Remembers the choice. Storing the answer itself needs no consent (PECR's 'strictly necessary'): it is
 * what stops the question being asked on every page. A storage failure only means we ask again.
 */
export function saveConsent(consent: Exclude<Consent, 'undecided'>) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, consent)
  } catch {
    // Nothing to do: the choice still holds for this page.
  }
}
