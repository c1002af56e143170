/**
 * The Pricing tab's headings are focusable from script (tabIndex -1): a dialog hands focus back to one when
 * the button that opened it is gone, as happens when a save re-renders the table row the button was on.
 */
export const PRICING_HEADING_ID = 'pricing-heading'

/** The id of an airport group's heading, by the group's key (an airport id, or NO_AIRPORT). */
export const pricingGroupHeadingId = (groupKey: string) => `pricing-group-${groupKey}`

/** The heading of the group a save went to; the tab's own when that group is gone (every date unticked). */
export function savedPricingHeading(groupKey: string | null): HTMLElement | null {
  const group = groupKey === null ? null : document.getElementById(pricingGroupHeadingId(groupKey))
  return group ?? document.getElementById(PRICING_HEADING_ID)
}
