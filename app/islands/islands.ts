import type * as React from 'react'
import { CookieSettingsIsland } from '#app/components/analytics/cookie-settings-button'
import { SiteAnalyticsIsland } from '#app/components/analytics/site-analytics'
import { HeaderMenuIsland } from '#app/components/header-menu'
import { NewsletterFormIsland } from '#app/components/newsletter/newsletter-form'
import { AccommodationImages } from '#app/components/package/accommodation-images'
import { NeedAssistanceIsland } from '#app/components/package/need-assistance'
import { PackageBookingIsland } from '#app/components/package/package-booking'
import { PackageTabListIsland } from '#app/components/package/package-tab-list'
import { SidebarCallBackIsland } from '#app/components/package/sidebar-call-back'
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
  SidebarCallBackIsland,
]

export const islandsByName = new Map<string, React.ComponentType<Record<string, unknown>>>(
  ISLANDS.map((island) => [
    island.islandName,
    island.Component as React.ComponentType<Record<string, unknown>>,
  ]),
)
