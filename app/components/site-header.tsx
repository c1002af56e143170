import { Link, useLocation } from 'react-router'
import { BRAND_IMAGES } from '#app/brand/brand-images'
import { CallUsLink } from '#app/components/call-us-link'
import { HeaderMenuIsland } from '#app/components/header-menu'
import { Icon } from '#app/components/icon'
import { MainNav } from '#app/components/main-nav'
import { Button } from '#app/components/ui/button'
import { telHref } from '#app/lib/contact'

type SiteHeaderProps = { agencyName: string; agencyPhone: string }

export function SiteHeader({ agencyName, agencyPhone }: SiteHeaderProps) {
  const { pathname } = useLocation()

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:gap-6 lg:px-8">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md sm:gap-2.5">
          <img src={BRAND_IMAGES.logo} alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
          {/* At 320 px the name has about 100 px beside the logos and buttons: smaller type in up to three
              balanced lines shows all of it, where two lines cut it short. */}
          <span className="line-clamp-3 text-balance font-display text-sm leading-tight font-semibold text-lagoon-900 min-[400px]:line-clamp-2 min-[400px]:text-base sm:text-xl">
            {agencyName}
          </span>
        </Link>
        <img
          src={BRAND_IMAGES.atolProtected}
          alt="ATOL protected"
          width={40}
          height={40}
          className="size-9 shrink-0 sm:size-10"
        />

        <MainNav
          className="ml-auto hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName="header-link"
          currentPath={pathname}
        />

        <CallUsLink
          phone={agencyPhone}
          iconSize={16}
          className="hidden shrink-0 items-center gap-2 rounded-md bg-primary px-3.5 py-2 text-sm font-semibold text-primary-foreground transition-colors hover:bg-lagoon-800 lg:inline-flex"
        />

        <div className="ml-auto flex items-center gap-1 md:hidden">
          <Button asChild variant="ghost" size="icon">
            <a href={telHref(agencyPhone)} aria-label={`Call us on ${agencyPhone}`}>
              <Icon name="phone" size={20} />
            </a>
          </Button>
          <HeaderMenuIsland agencyPhone={agencyPhone} currentPath={pathname} />
        </div>
      </div>
    </header>
  )
}
