import { Dialog as DialogPrimitive } from 'radix-ui'
import type * as React from 'react'
import { useState } from 'react'
import { CallUsLink } from '#app/components/call-us-link'
import { Icon } from '#app/components/icon'
import { MainNav } from '#app/components/main-nav'
import { Button } from '#app/components/ui/button'
import { Dialog, DialogClose, DialogOverlay, DialogPortal, DialogTitle } from '#app/components/ui/dialog'

type MobileMenuProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  agencyPhone: string
  currentPath: string
  /** The menu button lives in the header, outside this lazily loaded module. */
  returnFocusTo: React.RefObject<HTMLElement | null>
}

/** The phone's menu: the site's links in a sheet from the right, loaded when first opened. */
export function MobileMenu({ open, onOpenChange, agencyPhone, currentPath, returnFocusTo }: MobileMenuProps) {
  // Set when the menu closes because a link was chosen: focus then follows the link, not the menu button.
  const [closedByLink, setClosedByLink] = useState(false)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setClosedByLink(false)
        onOpenChange(next)
      }}
    >
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!closedByLink) returnFocusTo.current?.focus()
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,calc(100%-3rem))] flex-col gap-6 overflow-y-auto border-l bg-background p-5 shadow-xl data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
        >
          <div className="flex items-center justify-between gap-2">
            <DialogTitle className="text-lg">Menu</DialogTitle>
            <DialogClose asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <Icon name="x" size={22} />
              </Button>
            </DialogClose>
          </div>
          <MainNav
            listClassName="flex flex-col gap-1"
            linkClassName="menu-link"
            currentPath={currentPath}
            onSelect={() => {
              setClosedByLink(true)
              onOpenChange(false)
            }}
          />
          <CallUsLink
            phone={agencyPhone}
            iconSize={18}
            className="mt-auto inline-flex items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 text-base font-semibold text-primary-foreground hover:bg-lagoon-800"
          />
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  )
}
