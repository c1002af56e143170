type NavItem = { label: string; to: string; current: boolean }

/**
 * SPEC keeps Destinations and Contact as placeholders. Destinations leads to the offers, where every
 * destination is listed, without a second "current page" mark; Contact jumps to the footer's contact details.
 * Plain links: on pages rendered as islands there is no client router to hand them to (decision 60).
 */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', current: true },
  { label: 'Offers', to: '/offers', current: true },
  { label: 'Search', to: '/search-widget', current: true },
  { label: 'Destinations', to: '/offers', current: false },
  { label: 'Contact', to: '#contact', current: false },
]

type MainNavProps = {
  className?: string
  listClassName: string
  linkClassName: string
  /** The page shown: its link is marked with aria-current, which app.css highlights. */
  currentPath: string
  onSelect?: () => void
}

/** The site's links; the same list serves the desktop bar and the phone menu. */
export function MainNav({ className, listClassName, linkClassName, currentPath, onSelect }: MainNavProps) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={listClassName}>
        {NAV_ITEMS.map((item) => (
          <li key={item.label}>
            <a
              href={item.to}
              className={linkClassName}
              aria-current={item.current && item.to === currentPath ? 'page' : undefined}
              onClick={onSelect}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
