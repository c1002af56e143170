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
import { PackageBookingIsland } from '#app/components/package/package-booking'
import { PriceBadgeIsland } from '#app/components/package/package-header'
import { PackageTabListIsland } from '#app/components/package/package-tab-list'
import { SidebarCallBackIsland } from '#app/components/package/sidebar-call-back'
import { BookingFormIsland } from '#app/components/reservation/booking-form'
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
  PackageBookingIsland,
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
  BookingFormIsland,
  CallToBookIsland,
  CheckoutStepIsland,
  ReservationContactIsland,
]

export const islandsByName = new Map<string, React.ComponentType<Record<string, unknown>>>(
  ISLANDS.map((island) => [
    island.islandName,
    island.Component as React.ComponentType<Record<string, unknown>>,
  ]),
)
