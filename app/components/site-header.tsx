import { Dialog as DialogPrimitive } from 'radix-ui'
import { useState } from 'react'
import { Link, NavLink } from 'react-router'
import { Icon } from '#app/components/icon'
import { Button } from '#app/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from '#app/components/ui/dialog'
import { telHref } from '#app/lib/contact'
import { cn } from '#app/lib/utils'

type SiteHeaderProps = { agencyName: string; agencyPhone: string }

type NavItem = { label: string; to: string; kind: 'page' | 'link' | 'anchor' }

/**
 * SPEC keeps Destinations and Contact as placeholders. Destinations leads to the offers, where every
 * destination is listed, without a second "current page" mark; Contact jumps to the footer's contact details.
 */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', kind: 'page' },
  { label: 'Offers', to: '/offers', kind: 'page' },
  { label: 'Search', to: '/search-widget', kind: 'page' },
  { label: 'Destinations', to: '/offers', kind: 'link' },
  { label: 'Contact', to: '#contact', kind: 'anchor' },
]

function NavItemLink({
  item,
  className,
  onSelect,
}: {
  item: NavItem
  className: string
  onSelect?: () => void
}) {
  if (item.kind === 'anchor') {
    return (
      <a href={item.to} className={className} onClick={onSelect}>
        {item.label}
      </a>
    )
  }
  if (item.kind === 'link') {
    return (
      <Link to={item.to} className={className} onClick={onSelect}>
        {item.label}
      </Link>
    )
  }
  return (
    <NavLink
      to={item.to}
      end
      onClick={onSelect}
      className={({ isActive }) => cn(className, isActive && 'font-semibold text-primary')}
    >
      {item.label}
    </NavLink>
  )
}

type MainNavProps = {
  className?: string
  listClassName: string
  linkClassName: string
  onSelect?: () => void
}

/** The site's links; the same list serves the desktop bar and the phone menu. */
function MainNav({ className, listClassName, linkClassName, onSelect }: MainNavProps) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={listClassName}>
        {NAV_ITEMS.map((item) => (
          <li key={item.label}>
            <NavItemLink item={item} className={linkClassName} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteHeader({ agencyName, agencyPhone }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  // Set when the menu closes because a link was chosen: focus then follows the link, not the menu button.
  const [closedByLink, setClosedByLink] = useState(false)

  function chooseLink() {
    setClosedByLink(true)
    setMenuOpen(false)
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
          <img src="/brand/logo.svg" alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
          <span className="line-clamp-2 font-display text-base leading-tight font-semibold text-lagoon-900 sm:text-xl">
            {agencyName}
          </span>
        </Link>
        <img
          src="/brand/atol-protected.svg"
          alt="ATOL protected"
          width={40}
          height={40}
          className="size-9 shrink-0 sm:size-10"
        />

        <MainNav
          className="ml-auto hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-md px-2.5 py-2 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground lg:px-3"
        />

        <a
          href={telHref(agencyPhone)}
          className="hidden shrink-0 items-center gap-2 rounded-md bg-primary px-3.5 py-2 text-sm font-semibold text-primary-foreground transition-colors hover:bg-lagoon-800 lg:inline-flex"
        >
          <Icon name="phone" size={16} />
          <span>
            <span className="sr-only">Call us on </span>
            {agencyPhone}
          </span>
        </a>

        <div className="ml-auto flex items-center gap-1 md:hidden">
          <Button asChild variant="ghost" size="icon">
            <a href={telHref(agencyPhone)} aria-label={`Call us on ${agencyPhone}`}>
              <Icon name="phone" size={20} />
            </a>
          </Button>
          <Dialog
            open={menuOpen}
            onOpenChange={(open) => {
              setClosedByLink(false)
              setMenuOpen(open)
            }}
          >
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Icon name="menu" size={22} />
              </Button>
            </DialogTrigger>
            <DialogPortal>
              <DialogOverlay />
              <DialogPrimitive.Content
                aria-describedby={undefined}
                onCloseAutoFocus={(event) => {
                  if (closedByLink) event.preventDefault()
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
                  linkClassName="block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                  onSelect={chooseLink}
                />
                <a
                  href={telHref(agencyPhone)}
                  className="mt-auto inline-flex items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 text-base font-semibold text-primary-foreground hover:bg-lagoon-800"
                >
                  <Icon name="phone" size={18} />
                  <span>
                    <span className="sr-only">Call us on </span>
                    {agencyPhone}
                  </span>
                </a>
              </DialogPrimitive.Content>
            </DialogPortal>
          </Dialog>
        </div>
      </div>
    </header>
  )
}
