import { Link } from 'react-router'
import { Icon } from '#app/components/icon'
import type { PackageSummary } from '#app/lib/catalogue'
import { packagePath } from '#app/lib/slug'

type Crumb = { label: string; to: string }

/**
 * Desktop only (SPEC): Home, Italy when the package has a destination, then the package itself. 'Italy' is
 * the destination's country as staff entered it (decision 50), which for the agency's catalogue is Italy.
 */
export function Breadcrumb({ pkg }: { pkg: Pick<PackageSummary, 'id' | 'slug' | 'title' | 'destination'> }) {
  // The offers page is where every destination's packages are listed.
  const trail: Crumb[] = [
    { label: 'Home', to: '/' },
    ...(pkg.destination ? [{ label: pkg.destination.country, to: '/offers' }] : []),
  ]
  return (
    <nav aria-label="Breadcrumb" className="mb-4 hidden lg:block">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground text-sm">
        {trail.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1.5">
            <Link to={crumb.to} className="rounded-sm hover:text-foreground hover:underline">
              {crumb.label}
            </Link>
            <Icon name="chevron-right" size={14} />
          </li>
        ))}
        <li>
          <Link to={packagePath(pkg)} aria-current="page" className="rounded-sm font-medium text-foreground">
            {pkg.title}
          </Link>
        </li>
      </ol>
    </nav>
  )
}
