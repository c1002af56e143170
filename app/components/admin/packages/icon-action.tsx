import type * as React from 'react'
import { Button } from '#app/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '#app/components/ui/tooltip'

type IconActionProps = {
  /** Names the action and its object, such as 'Edit Venice City Break', so each button is told apart. */
  label: string
  onClick: () => void
  children: React.ReactNode
}

/** An icon-only button: the aria-label is read out, the tooltip shows sighted users the same words. */
export function IconAction({ label, onClick, children }: IconActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label={label} onClick={onClick}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  )
}
