import type * as React from 'react'
import { cloneElement, useRef, useState } from 'react'

type TriggerProps = {
  ref?: React.Ref<HTMLElement>
  type?: 'button' | 'submit'
  onClick?: (event: React.MouseEvent<HTMLElement>) => void
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void
}

export type TriggerElement = React.ReactElement<TriggerProps>

/**
 * The button of a dialog whose code loads on demand (`onDemand`): it starts loading as soon as a visitor
 * points at or focuses the button, opens on a press once the code is here (so the dialog renders whole at
 * once), and keeps a ref so the dialog can hand focus back on closing.
 * `opened` turns true with the first press and stays so: render the dialog from then on, so it can animate
 * out and opens again without waiting. A press does nothing else: a trigger that also works before scripts
 * run (a form's submit button) leads somewhere of its own only then.
 */
export function useOnDemandTrigger({
  open,
  onOpen,
  load,
}: {
  open: boolean
  onOpen: () => void
  load: () => Promise<unknown>
}) {
  const ref = useRef<HTMLElement>(null)
  const [opened, setOpened] = useState(false)
  const bind = (trigger: TriggerElement) => {
    const { props } = trigger
    return cloneElement(trigger, {
      ref,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: (event: React.MouseEvent<HTMLElement>) => {
        event.preventDefault()
        props.onClick?.(event)
        const show = () => {
          setOpened(true)
          onOpen()
        }
        // Without the code (the network failed), the dialog's Suspense boundary asks for it again.
        load().then(show, show)
      },
      onPointerEnter: (event: React.PointerEvent<HTMLElement>) => {
        props.onPointerEnter?.(event)
        load().catch(() => undefined)
      },
      onFocus: (event: React.FocusEvent<HTMLElement>) => {
        props.onFocus?.(event)
        load().catch(() => undefined)
      },
    } as TriggerProps)
  }
  return { bind, ref, opened }
}
