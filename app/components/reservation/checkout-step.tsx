import { useEffect } from 'react'
import { track } from '#app/browser/analytics/client'
import { analyticsEvents } from '#app/browser/analytics/events'
import { island } from '#app/islands/island'

/** SPEC 7's checkout_step: the reservation page is the 'Details' step of the package it shows. */
function useCheckoutStep(packageSlug: string) {
  useEffect(() => track(analyticsEvents.checkoutDetails(packageSlug)), [packageSlug])
}

/** Counts the step as the page is shown: an island of nothing but its effect (decision 60). */
function CheckoutStep({ packageSlug }: { packageSlug: string }) {
  useCheckoutStep(packageSlug)
  return null
}

export const CheckoutStepIsland = island('checkout-step', CheckoutStep)
