import { AboutPackage } from '#app/components/package/about-package'
import { Breadcrumb } from '#app/components/package/breadcrumb'
import { DraftBanner } from '#app/components/package/draft-banner'
import { GuestReviews } from '#app/components/package/guest-reviews'
import { NeedAssistance } from '#app/components/package/need-assistance'
import { PackageHeader } from '#app/components/package/package-header'
import { PackageHero } from '#app/components/package/package-hero'
import { PackageSidebar } from '#app/components/package/package-sidebar'
import { PackageTabs } from '#app/components/package/package-tabs'
import { usePackageView, withSelectionTracking } from '#app/components/package/package-tracking'
import { PendingBanner } from '#app/components/package/pending-banner'
import { PriceCalendar } from '#app/components/package/price-calendar'
import { RequestBooking } from '#app/components/package/request-booking'
import { usePriceSelection } from '#app/components/package/use-price-selection'
import { useRevalidateOnFocus } from '#app/components/package/use-revalidate-on-focus'
import { WhatsIncluded } from '#app/components/package/whats-included'
import type { PackageDetail, Review } from '#app/lib/catalogue'
import type { CalendarData } from '#app/lib/package-calendar'
import type { PackageTexts } from '#app/lib/package-texts'
import type { HeadlinePrice } from '#app/lib/pricing-labels'

type PackagePageProps = {
  pkg: PackageDetail
  texts: PackageTexts
  reviews: Review[]
  headline: HeadlinePrice | null
  calendar: CalendarData
}

export function PackagePage({ pkg, texts, reviews, headline, calendar }: PackagePageProps) {
  useRevalidateOnFocus()
  const selection = withSelectionTracking(usePriceSelection(calendar), pkg)
  usePackageView(pkg)

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <DraftBanner key={pkg.id} pkg={pkg} />
      <PendingBanner pkg={pkg} />
      <Breadcrumb pkg={pkg} />
      <PackageHeader title={pkg.title} subtitle={pkg.subtitle} headline={headline} />
      <PackageHero pkg={pkg} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-8 lg:gap-10">
          <AboutPackage pkg={pkg} />
          <WhatsIncluded included={texts.included} className="lg:hidden" />
          <div className="flex flex-col gap-4">
            <PriceCalendar selection={selection} />
            {/* With no departures at all, 'Select Date' would only lead back to the empty calendar. */}
            {selection.airports.length > 0 && (
              <RequestBooking packageId={pkg.id} selected={selection.selected} />
            )}
          </div>
          <PackageTabs pkg={pkg} texts={texts} />
          <NeedAssistance pkg={pkg} />
          <GuestReviews reviews={reviews} />
        </div>
        <PackageSidebar pkg={pkg} texts={texts} />
      </div>
    </div>
  )
}
