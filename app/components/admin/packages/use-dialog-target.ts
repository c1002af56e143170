import { useState } from 'react'

/**
 * What a dialog is about (the package to clone, the review to delete...) and whether it is open. The target
 * outlives the close, so the dialog keeps its text while its closing animation plays.
 */
export function useDialogTarget<Target>() {
  const [state, setState] = useState<{ target: Target | null; open: boolean }>({ target: null, open: false })
  return {
    target: state.target,
    open: state.open,
    show: (target: Target) => setState({ target, open: true }),
    close: () => setState((current) => ({ ...current, open: false })),
    onOpenChange: (open: boolean) => setState((current) => ({ ...current, open })),
  }
}
