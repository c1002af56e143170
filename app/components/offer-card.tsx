import { Link } from 'react-router'
import { Icon } from '#app/components/icon'
import { SmartImage } from '#app/components/smart-image'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { type PackageCard, shownFromPrice } from '#app/lib/package-card'
import { nightsLabel } from '#app/lib/package-text'
import { priceLabel } from '#app/lib/pricing-labels'
import { packagePath } from '#app/lib/slug'

type OfferCardProps = {
  pkg: PackageCard
  /** Where 'View Package' goes; a search result's link carries the searched airport and month. */
  href?: string
}

/** A package on the offers listing, with its 'From' price (`shownFromPrice`) when it has one. */
export function OfferCard({ pkg, href = packagePath(pkg) }: OfferCardProps) {
  const { image } = pkg
  const fromPrice = shownFromPrice(pkg)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="relative">
        <SmartImage src={image.src} alt={image.alt} type={image.type} className="aspect-[3/2] w-full" />
        {pkg.isFeatured && <Badge className="absolute top-3 left-3 shadow">Featured</Badge>}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="font-semibold text-xl">{pkg.title}</h2>
        {pkg.description && <p className="line-clamp-3 text-muted-foreground text-sm">{pkg.description}</p>}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {/* SPEC's 'Various destinations' for a package without one would say where nobody said (decision 50). */}
          {pkg.destinationName && (
            <span className="inline-flex items-center gap-1">
              <Icon name="map-pin" size={16} />
              {pkg.destinationName}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Icon name="moon" size={16} />
            {nightsLabel(pkg.duration)}
          </span>
        </p>
        {fromPrice && (
          <p className="mt-auto pt-1">
            <span className="font-semibold text-2xl text-terracotta-700">From {priceLabel(fromPrice)}</span>{' '}
            <span className="text-muted-foreground text-sm">per person</span>
          </p>
        )}
        <Button asChild className={fromPrice ? 'self-start' : 'mt-auto self-start'}>
          <Link to={href} aria-label={`View Package: ${pkg.title}`}>
            View Package
          </Link>
        </Button>
      </div>
    </article>
  )
}
