import { Icon } from '#app/components/icon'
import { heroImage } from '#app/components/package/image-sources'
import { SmartImage } from '#app/components/smart-image'
import type { PackageSummary } from '#app/lib/catalogue'

type PackageHeroProps = { pkg: Pick<PackageSummary, 'images' | 'heroImageUrl' | 'title' | 'destination'> }

export function PackageHero({ pkg }: PackageHeroProps) {
  const hero = heroImage(pkg)
  const destination = pkg.destination?.name
  return (
    <div className="relative overflow-hidden rounded-2xl bg-muted shadow-sm">
      {/* The page's largest paint: fetched at once and first. */}
      <SmartImage
        src={hero.src}
        alt={hero.alt}
        type="hero"
        priority
        sizes="(min-width: 1280px) 1216px, 100vw"
        className="aspect-[3/2] w-full sm:aspect-[2/1] lg:aspect-[5/2]"
      />
      {destination && (
        <p className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1.5 font-semibold text-sm text-white backdrop-blur-sm sm:bottom-5 sm:left-5 sm:text-base">
          <Icon name="map-pin" size={18} />
          {destination}
        </p>
      )}
    </div>
  )
}
