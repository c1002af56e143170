import { Suspense, useState } from 'react'
import { Icon } from '#app/components/icon'
import { onDemand } from '#app/components/on-demand'
import { useOnDemandTrigger } from '#app/components/on-demand-trigger'
import { Button } from '#app/components/ui/button'
import { island } from '#app/islands/island'

const mobileMenu = onDemand(() => import('#app/components/mobile-menu').then((module) => module.MobileMenu))

type HeaderMenuProps = { agencyPhone: string; currentPath: string }

/** The phone's menu button, and the menu it opens, whose code loads when the visitor reaches for it. */
function HeaderMenu({ agencyPhone, currentPath }: HeaderMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useOnDemandTrigger({
    open: menuOpen,
    onOpen: () => setMenuOpen(true),
    load: mobileMenu.load,
  })
  return (
    <>
      {menuButton.bind(
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Icon name="menu" size={22} />
        </Button>,
      )}
      {menuButton.opened && (
        <Suspense fallback={null}>
          <mobileMenu.Component
            open={menuOpen}
            onOpenChange={setMenuOpen}
            agencyPhone={agencyPhone}
            currentPath={currentPath}
            returnFocusTo={menuButton.ref}
          />
        </Suspense>
      )}
    </>
  )
}

export const HeaderMenuIsland = island('header-menu', HeaderMenu)
