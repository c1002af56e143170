import type * as React from 'react'
import { cloneElement, useRef } from 'react'

type TriggerProps = {
  ref?: React.Ref<HTMLElement>
  onClick?: (event: React.MouseEvent<HTMLElement>) => void
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void
}

export type TriggerElement = React.ReactElement<TriggerProps>

/**
 * The button of a dialog whose code loads on demand: it starts loading as soon as a visitor points at or
 * focuses the button, opens on a press, and keeps a ref so the dialog can hand focus back on closing.
 */
export function useOnDemandTrigger({
  open,
  onOpen,
  load,
}: {
  open: boolean
  onOpen: () => void
  load: () => void
}) {
  const ref = useRef<HTMLElement>(null)
  const bind = (trigger: TriggerElement) => {
    const { props } = trigger
    return cloneElement(trigger, {
      ref,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: (event: React.MouseEvent<HTMLElement>) => {
        props.onClick?.(event)
        load()
        onOpen()
      },
      onPointerEnter: (event: React.PointerEvent<HTMLElement>) => {
        props.onPointerEnter?.(event)
        load()
      },
      onFocus: (event: React.FocusEvent<HTMLElement>) => {
        props.onFocus?.(event)
        load()
      },
    } as TriggerProps)
  }
  return { bind, ref }
}
