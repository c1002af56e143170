import type * as React from 'react'
import { createContext, useCallback, useContext, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router'
import { DiscardChangesDialog, useDiscardPrompt } from './discard-changes-dialog'
import { UnsavedChangesScopeProvider, useUnsavedChangesScope } from './unsaved-changes'

/** Runs `leave` (signing out, say) once staff have agreed to lose what is unsaved, if anything is. */
type LeaveAfterAsking = (leave: () => Promise<void>) => Promise<void>

// Outside the guard there is nothing to ask about.
const LeaveContext = createContext<LeaveAfterAsking>((leave) => leave())

/** For a way out of the back office that is not a link, such as signing out. */
export const useLeaveAfterAsking = () => useContext(LeaveContext)

/**
 * The back office's page-wide guard (decision 52). While any dialog or form in it holds unsaved changes,
 * leaving asks "Discard your changes?" first: another section or page by a tab, a link or the back button
 * (React Router's blocker), signing out (`useLeaveAfterAsking`), and closing or reloading the browser tab
 * (the browser's own question, the only one a page may ask then).
 */
export function UnsavedChangesGuard({ children }: { children: React.ReactNode }) {
  const { confirmDiscard, prompt } = useDiscardPrompt()
  const { isDirty, askBeforeDiscarding, scope } = useUnsavedChangesScope({ confirmDiscard })
  // Set while a way out staff agreed to runs, so its own navigation is not asked about a second time.
  const leaving = useRef(false)
  const unsaved = () => !leaving.current && isDirty()

  // Another address with the same path (a filter in the query) keeps every form on screen: only a new path asks.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  )

  const unsavedNow = useRef(unsaved)
  unsavedNow.current = unsaved
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsavedNow.current()) return
      event.preventDefault()
      // Older browsers ask only when this is set as well.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [])

  const leaveAfterAsking = useCallback<LeaveAfterAsking>(
    (leave) =>
      askBeforeDiscarding(async () => {
        leaving.current = true
        try {
          await leave()
        } finally {
          leaving.current = false
        }
      }),
    [askBeforeDiscarding],
  )
  const blocked = blocker.state === 'blocked'

  return (
    <LeaveContext.Provider value={leaveAfterAsking}>
      <UnsavedChangesScopeProvider scope={scope}>{children}</UnsavedChangesScopeProvider>
      <DiscardChangesDialog
        open={prompt.open || blocked}
        returnFocusTo={prompt.returnFocusTo}
        onAnswer={(discard) => {
          if (!blocked) return prompt.onAnswer(discard)
          if (discard) blocker.proceed()
          else blocker.reset()
        }}
      />
    </LeaveContext.Provider>
  )
}
