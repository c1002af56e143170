import { Link } from 'react-router'
import { Icon } from '#app/components/icon'
import { SmartImage } from '#app/components/smart-image'
import { Badge } from '#app/components/ui/badge'
import { Button } from '#app/components/ui/button'
import { offersShown } from '#app/lib/featured-offers'
import { type PackageCard, shownFromPrice } from '#app/lib/package-card'
import { nightsLabel } from '#app/lib/package-text'
import { priceLabel } from '#app/lib/pricing-labels'
import { packagePath } from '#app/lib/slug'

const DEFAULT_NIGHTS = 7

type FeaturedOffersProps = {
  title: string
  config: string | null
  /**
   * The packages to show, in order: every featured one, or the first ones when none is featured
   * (`listFeaturedPackages`), as many as the largest of the page's sections shows. Null when they could
   * not be loaded.
   */
  packages: PackageCard[] | null
}

export function FeaturedOffers({ title, config, packages }: FeaturedOffersProps) {
  return (
    <section aria-labelledby="featured-offers-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="featured-offers-heading" className="font-semibold text-2xl sm:text-3xl">
        {title}
      </h2>
      {packages === null ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive"
        >
          Failed to load travel packages.
        </p>
      ) : packages.length === 0 ? (
        <p className="mt-6 text-muted-foreground">No travel packages available. Check back later!</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offersShown(packages, config).map((pkg, index) => (
            <li key={pkg.id}>
              {/* The first card's picture is the largest thing on the home page's first screen: it loads
                  at once, ahead of the scripts, rather than waiting for the layout to show it is needed. */}
              <FeaturedPackageCard pkg={pkg} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** One card of the featured offers; the admin's ordering shows the same. */
export function FeaturedPackageCard({ pkg, priority }: { pkg: PackageCard; priority: boolean }) {
  const { image } = pkg
  const fromPrice = shownFromPrice(pkg)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="relative">
        <SmartImage
          src={image.src}
          alt={image.alt}
          type={image.type}
          priority={priority}
          className="aspect-[3/2] w-full"
        />
        {fromPrice ? (
          <Badge className="absolute top-3 right-3 text-sm shadow">From {priceLabel(fromPrice)}</Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-semibold text-lg">{pkg.title}</h3>
        {pkg.subtitle && <p className="text-muted-foreground text-sm">{pkg.subtitle}</p>}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1">
            <Icon name="moon" size={16} />
            {nightsLabel(pkg.duration || DEFAULT_NIGHTS)}
          </span>
          {pkg.destinationName && (
            <span className="inline-flex items-center gap-1">
              <Icon name="map-pin" size={16} />
              {pkg.destinationName}
            </span>
          )}
        </p>
        <Button asChild className="mt-auto self-start">
          <Link to={packagePath(pkg)} aria-label={`View Details: ${pkg.title}`}>
            View Details
          </Link>
        </Button>
      </div>
    </article>
  )
}
