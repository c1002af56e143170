import type * as React from 'react'
import { CookieSettingsIsland } from '#app/components/analytics/cookie-settings-button'
import { SiteAnalyticsIsland } from '#app/components/analytics/site-analytics'
import { OffersCallbackPanelIsland } from '#app/components/callback/offers-callback-panel'
import { HeaderMenuIsland } from '#app/components/header-menu'
import { ThirdPartyWidgetIsland } from '#app/components/home-widgets/third-party-widget'
import { TravelifySearchIsland } from '#app/components/home-widgets/travelify-search'
import { NewsletterFormIsland } from '#app/components/newsletter/newsletter-form'
import { FocusResultsOnArrivalIsland } from '#app/components/offers/focus-results-on-arrival'
import { SearchHelpIsland } from '#app/components/offers/search-help'
import { AccommodationImages } from '#app/components/package/accommodation-images'
import { NeedAssistanceIsland } from '#app/components/package/need-assistance'
import { PriceBadgeIsland } from '#app/components/package/package-header'
import { PackageTabListIsland } from '#app/components/package/package-tab-list'
import { SidebarCallBackIsland } from '#app/components/package/sidebar-call-back'
import { CheckoutStepIsland } from '#app/components/reservation/checkout-step'
import { CallToBookIsland, ReservationContactIsland } from '#app/components/reservation/reservation-contact'
import { SmartImage } from '#app/components/smart-image'
import { ToastOutlet } from '#app/components/toast-outlet'

/** Every island a public page may hold, by the name the server writes beside it (decision 60). */
export const ISLANDS = [
  // Around every page.
  CookieSettingsIsland,
  HeaderMenuIsland,
  NewsletterFormIsland,
  SiteAnalyticsIsland,
  SmartImage,
  ToastOutlet,
  // The package page.
  AccommodationImages,
  NeedAssistanceIsland,
  PackageTabListIsland,
  PriceBadgeIsland,
  SidebarCallBackIsland,
  // The home page's widgets, and /travelify's partner search.
  ThirdPartyWidgetIsland,
  TravelifySearchIsland,
  // /offers.
  FocusResultsOnArrivalIsland,
  OffersCallbackPanelIsland,
  SearchHelpIsland,
  // /reservation.
  CallToBookIsland,
  CheckoutStepIsland,
  ReservationContactIsland,
]

type AnyIslandComponent = React.ComponentType<Record<string, unknown>>

/**
 * Islands whose script is fetched only by the page that holds one, so it does not weigh on every other page's
 * budget (issue 34). Until it arrives the server's HTML works as a plain form. Keyed by the island's name.
 */
export const ISLANDS_ON_DEMAND: Record<string, () => Promise<AnyIslandComponent>> = {
  'package-booking': () =>
    import('#app/components/package/package-booking').then(
      (module) => module.PackageBookingIsland.Component as AnyIslandComponent,
    ),
  'booking-form': () =>
    import('#app/components/reservation/booking-form').then(
      (module) => module.BookingFormIsland.Component as AnyIslandComponent,
    ),
}

export const islandsByName = new Map<string, AnyIslandComponent>(
  ISLANDS.map((island) => [island.islandName, island.Component as AnyIslandComponent]),
)
