/**
 * The cancellation charges of the site's Terms ("Changes and cancellations by you"), as a share of a
 * booking's total cost by how long before departure the cancellation arrives. The Terms page lists these
 * very bands and the cancellation rule reads them, so the two cannot disagree. Checked in order: the first
 * band whose `fromDays` the days before departure reach applies.
 *
 * The Terms say "12 to 8 weeks" and "8 to 4 weeks": exactly 8 weeks (56 days) falls in the first, the
 * lower charge, since an ambiguous term is read in the consumer's favour (Consumer Rights Act 2015, s 69).
 */
export const CANCELLATION_CHARGES = [
  { fromDays: 85, when: 'more than 12 weeks before departure', percent: 0, atLeastDeposit: true },
  { fromDays: 56, when: '12 to 8 weeks before departure', percent: 50, atLeastDeposit: true },
  { fromDays: 28, when: '8 to 4 weeks before departure', percent: 75, atLeastDeposit: false },
  {
    fromDays: Number.NEGATIVE_INFINITY,
    when: 'less than 4 weeks before departure',
    percent: 100,
    atLeastDeposit: false,
  },
] as const

export type CancellationBand = (typeof CANCELLATION_CHARGES)[number]

/** The band's charge in the Terms' own words: 'the loss of your deposit', '50% of the total cost, or…'. */
export function chargeInWords(band: CancellationBand): string {
  if (band.percent === 0) return 'the loss of your deposit'
  const share = `${band.percent}% of the total cost`
  return band.atLeastDeposit ? `${share}, or the deposit if that is higher` : share
}

/** The last band starts at minus infinity, so some band always applies. */
export const bandFor = (daysBeforeDeparture: number): CancellationBand =>
  CANCELLATION_CHARGES.find((band) => daysBeforeDeparture >= band.fromDays) ?? CANCELLATION_CHARGES[3]

/** The charge in pence for cancelling a confirmed booking so many days before departure; never above its total. */
export function cancellationCharge({
  totalPence,
  depositPence,
  daysBeforeDeparture,
}: {
  totalPence: number
  depositPence: number
  daysBeforeDeparture: number
}): { chargePence: number; band: CancellationBand } {
  const band = bandFor(daysBeforeDeparture)
  const share = Math.round((totalPence * band.percent) / 100)
  const chargePence = Math.min(totalPence, band.atLeastDeposit ? Math.max(share, depositPence) : share)
  return { chargePence, band }
}
