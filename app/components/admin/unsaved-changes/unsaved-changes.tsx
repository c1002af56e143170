import type * as React from 'react'
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { sameValues } from '#app/lib/same-values'

/** Answers, when asked, whether something holds changes not yet saved. */
type DirtyCheck = () => boolean

/** A dialog, a page or a group of forms that asks before what was typed inside it is thrown away. */
type UnsavedChangesScope = {
  /** Adds a form (or an inner scope) to ask about; answers the function that takes it away again. */
  register: (isDirty: DirtyCheck) => () => void
  /** Asks "Discard your changes?": true once staff choose Discard. */
  confirmDiscard: () => Promise<boolean>
}

// Outside the back office's guard nothing asks, and nothing is kept from closing.
const UnsavedChangesContext = createContext<UnsavedChangesScope>({
  register: () => () => {},
  confirmDiscard: async () => true,
})

/**
 * The forms of one scope. Asked at the moment something would close, not kept as state: a key pressed right
 * after typing meets the typing already counted, with no render in between to wait for.
 */
function useDirtyForms() {
  const checks = useRef(new Set<DirtyCheck>())
  const register = useCallback((isDirty: DirtyCheck) => {
    checks.current.add(isDirty)
    return () => {
      checks.current.delete(isDirty)
    }
  }, [])
  const isDirty = useCallback(() => [...checks.current].some((check) => check()), [])
  return { register, isDirty }
}

/** Adds `isDirty` to the scope around while mounted; reads the latest one given. */
function useRegistered(isDirty: DirtyCheck) {
  const { register } = useContext(UnsavedChangesContext)
  const latest = useRef(isDirty)
  // In the commit that follows each keystroke, before the next key can be pressed.
  useLayoutEffect(() => {
    latest.current = isDirty
  })
  useLayoutEffect(() => register(() => latest.current()), [register])
}

export function UnsavedChangesScopeProvider({
  scope,
  children,
}: {
  scope: UnsavedChangesScope
  children: React.ReactNode
}) {
  return <UnsavedChangesContext.Provider value={scope}>{children}</UnsavedChangesContext.Provider>
}

/** `askBeforeDiscarding(action)`: runs the action at once when nothing would be lost, else only after Discard. */
function useAskBeforeDiscarding(isDirty: DirtyCheck, confirmDiscard: () => Promise<boolean>) {
  const latest = useRef(isDirty)
  useLayoutEffect(() => {
    latest.current = isDirty
  })
  return useCallback(
    async (action: () => void) => {
      if (!latest.current() || (await confirmDiscard())) action()
    },
    [confirmDiscard],
  )
}

/**
 * Tells the dialog or page around a form whether the form holds unsaved changes, so that closing the dialog,
 * switching section, signing out or leaving the page asks first (decision 52). Answers
 * `askBeforeDiscarding(action)` for the form's own ways of throwing its values away (Cancel in an inline form).
 */
export function useUnsavedChanges(dirty: boolean) {
  const isDirty = () => dirty
  useRegistered(isDirty)
  return useAskBeforeDiscarding(isDirty, useContext(UnsavedChangesContext).confirmDiscard)
}

/** `useUnsavedChanges` for a form whose values are unsaved while they differ from those it started with. */
export function useUnsavedValues(values: unknown) {
  const [initial] = useState(() => values)
  return useUnsavedChanges(!sameValues(initial, values))
}

type ScopeOptions = {
  /** Changes the scope's owner keeps itself, besides its forms'. */
  dirty?: boolean
  /** A closed dialog has nothing to lose, even while its forms play their closing animation. */
  open?: boolean
  /** The scope's own prompt (a dialog's, the page's); else the one of the scope around. */
  confirmDiscard?: () => Promise<boolean>
}

/**
 * A scope of its own inside the one around it, where it counts as one form: a dialog, the page, or a group of
 * forms. Its forms are those rendered inside `<UnsavedChangesScopeProvider scope={...scope}>`.
 */
export function useUnsavedChangesScope({ dirty = false, open = true, confirmDiscard }: ScopeOptions = {}) {
  const forms = useDirtyForms()
  const around = useContext(UnsavedChangesContext)
  const isDirty = () => open && (dirty || forms.isDirty())
  useRegistered(isDirty)
  const confirm = confirmDiscard ?? around.confirmDiscard
  const askBeforeDiscarding = useAskBeforeDiscarding(isDirty, confirm)
  const scope = useMemo(
    () => ({ register: forms.register, confirmDiscard: confirm }),
    [forms.register, confirm],
  )
  return { isDirty, askBeforeDiscarding, scope }
}

/**
 * A group of forms that count as one to the dialog around them, for a parent that replaces them: choosing
 * Edit on another feature asks before the label typed into the feature form is thrown away.
 */
export const useUnsavedChangesGroup = () => useUnsavedChangesScope()
