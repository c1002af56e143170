import { AboutPackage } from '#app/components/package/about-package'
import { Breadcrumb } from '#app/components/package/breadcrumb'
import { DraftBanner } from '#app/components/package/draft-banner'
import { GuestReviews } from '#app/components/package/guest-reviews'
import { NeedAssistanceIsland } from '#app/components/package/need-assistance'
import { PackageBookingIsland } from '#app/components/package/package-booking'
import { PackageHeader } from '#app/components/package/package-header'
import { PackageHero } from '#app/components/package/package-hero'
import { PackageSidebar } from '#app/components/package/package-sidebar'
import { PackageTabs } from '#app/components/package/package-tabs'
import { PendingBanner } from '#app/components/package/pending-banner'
import { WhatsIncluded } from '#app/components/package/whats-included'
import { useReturnTo } from '#app/components/use-return-to'
import type { PackageDetail, Review } from '#app/lib/catalogue'
import type { CalendarData } from '#app/lib/package-calendar'
import type { PackageTexts } from '#app/lib/package-texts'
import type { HeadlinePrice } from '#app/lib/pricing-labels'
import { useRootData } from '#app/root'

type PackagePageProps = {
  pkg: PackageDetail
  texts: PackageTexts
  reviews: Review[]
  headline: HeadlinePrice | null
  calendar: CalendarData
}

export function PackagePage({ pkg, texts, reviews, headline, calendar }: PackagePageProps) {
  const { config } = useRootData()
  const returnTo = useReturnTo()
  const contact = { agencyPhone: config.agencyPhone, messengerUrl: config.messengerUrl }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <DraftBanner key={pkg.id} pkg={pkg} />
      <PendingBanner pkg={pkg} />
      <Breadcrumb pkg={pkg} />
      <PackageHeader
        title={pkg.title}
        subtitle={pkg.subtitle}
        headline={headline}
        basePrice={pkg.basePrice}
      />
      <PackageHero pkg={pkg} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-8 lg:gap-10">
          <AboutPackage pkg={pkg} />
          <WhatsIncluded included={texts.included} className="lg:hidden" />
          {/* Keyed by the month the server chose: a move to another address starts from its calendar. */}
          <PackageBookingIsland
            key={`${calendar.airportKey}/${calendar.monthKey}`}
            pkg={{ id: pkg.id, title: pkg.title }}
            calendar={calendar}
          />
          <PackageTabs pkg={pkg} texts={texts} />
          <NeedAssistanceIsland
            pkg={{ id: pkg.id, slug: pkg.slug, title: pkg.title, phoneNumber: pkg.phoneNumber }}
            contact={contact}
            returnTo={returnTo}
          />
          <GuestReviews reviews={reviews} />
        </div>
        <PackageSidebar pkg={pkg} texts={texts} returnTo={returnTo} />
      </div>
    </div>
  )
}
