import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react'
import { Button } from '#app/components/ui/button'
import { type MoveDirection, useMoveFocus } from './use-move-focus'

type MoveUpDownButtonsProps = {
  /** What the buttons move, for their accessible names: "Move up {name}". */
  name: string
  first: boolean
  last: boolean
  /** Set after this item moved: which way, so focus comes back to the button pressed. */
  focusMove: MoveDirection | undefined
  onFocused: () => void
  onMove: (direction: MoveDirection) => void
}

/** The keyboard's way to reorder an item of a list staff order (dragging is the pointer's). */
export function MoveUpDownButtons({
  name,
  first,
  last,
  focusMove,
  onFocused,
  onMove,
}: MoveUpDownButtonsProps) {
  const { upRef, downRef } = useMoveFocus({ focusMove, first, last, onFocused })
  return (
    <>
      <Button
        ref={upRef}
        variant="outline"
        size="sm"
        disabled={first}
        aria-label={`Move up ${name}`}
        onClick={() => onMove('up')}
      >
        <ArrowUpIcon aria-hidden className="size-4" />
        Move Up
      </Button>
      <Button
        ref={downRef}
        variant="outline"
        size="sm"
        disabled={last}
        aria-label={`Move down ${name}`}
        onClick={() => onMove('down')}
      >
        <ArrowDownIcon aria-hidden className="size-4" />
        Move Down
      </Button>
    </>
  )
}
