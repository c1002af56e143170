import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type * as React from 'react'
import { createContext, useContext } from 'react'

/** SPEC section 9: tooltips open after 700 ms, and after 300 ms when moving between them. */
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_DELAY_MS = 300

const InsideProvider = createContext(false)

function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props}>
      <InsideProvider value={true}>{children}</InsideProvider>
    </TooltipPrimitive.Provider>
  )
}

/**
 * Works on its own, but reuses a TooltipProvider higher up when there is one: the skip delay only
 * applies between tooltips that share a provider.
 */
function Tooltip(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  const tooltip = <TooltipPrimitive.Root data-slot="tooltip" {...props} />
  return useContext(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>
}

function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

function TooltipContent({
  sideOffset = 6,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content data-slot="tooltip-content" sideOffset={sideOffset} {...props}>
        {children}
        <TooltipPrimitive.Arrow className="fill-lagoon-950" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger }
