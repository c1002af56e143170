import { useEffect } from 'react'
import { track } from '#app/browser/analytics/client'
import { analyticsEvents } from '#app/browser/analytics/events'

/** SPEC 7's checkout_step: the reservation page is the 'Details' step of the package it shows. */
export function useCheckoutStep(packageSlug: string) {
  useEffect(() => track(analyticsEvents.checkoutDetails(packageSlug)), [packageSlug])
}
