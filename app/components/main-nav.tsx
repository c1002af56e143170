import { Link, NavLink } from 'react-router'

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
    // The current page's link is marked by the aria-current NavLink sets; app.css highlights it.
    <NavLink to={item.to} end onClick={onSelect} className={className}>
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
export function MainNav({ className, listClassName, linkClassName, onSelect }: MainNavProps) {
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
