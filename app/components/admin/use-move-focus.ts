import { useEffect, useRef } from 'react'

export type MoveDirection = 'up' | 'down'

/**
 * The Move Up and Move Down buttons of an item in a list staff reorder, and the focus put back on the one
 * pressed once the list has re-rendered in its new order, so a keyboard user can press it again. At an end
 * the pressed button is now disabled, so focus goes to the other one.
 */
export function useMoveFocus({
  focusMove,
  first,
  last,
  onFocused,
}: {
  /** Set after this item moved: which way. */
  focusMove: MoveDirection | undefined
  first: boolean
  last: boolean
  onFocused: () => void
}) {
  const upRef = useRef<HTMLButtonElement>(null)
  const downRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!focusMove) return
    const [same, other] = focusMove === 'up' ? [upRef, downRef] : [downRef, upRef]
    const target = (focusMove === 'up' ? first : last) ? other : same
    target.current?.focus()
    onFocused()
  }, [focusMove, first, last, onFocused])
  return { upRef, downRef }
}
