import type { PublicConfig } from '#app/env.server'
import { BALANCE_DUE_DAYS, balanceDueDate } from '#app/lib/bookings/booking-dates'
import { CANCELLATION_CHARGES, chargeInWords } from '#app/lib/bookings/cancellation-charges'
import type { PackageDetail } from '#app/lib/catalogue'
import { telHref } from '#app/lib/contact'
import { formatDepartureLong } from '#app/lib/dates'
import { formatPounds, toPence } from '#app/lib/money'
import { nightsLabel } from '#app/lib/package-text'
import { enteredText } from '#app/lib/sample-facts'

/** Where the page's own summary of a package traveller's key rights lives (Schedule 2's form). */
export const PACKAGE_RIGHTS_PATH = '/terms#package-travel-rights'

type PackageTravelInfoProps = {
  pkg: Pick<PackageDetail, 'title' | 'duration' | 'accommodationType' | 'boardType' | 'destination'>
  config: PublicConfig
  date: string
  airportName: string
  travellers: number
  pricePerPerson: string
  depositPerPerson: string
  depositAllowed: boolean
}

const pounds = (pence: number) => formatPounds(pence)

/**
 * What the Package Travel Regulations 2018 (Schedule 1) ask an organiser to tell a traveller before they are
 * bound by a package: the trip's main characteristics, its total price and how it is paid, the minimum
 * party, the right to cancel and its charges, passports and visas, insurance, and who the organiser is with
 * its protection. Shown with the booking form, in our own words, with a link to the rights summary.
 */
export function PackageTravelInfo(props: PackageTravelInfoProps) {
  const { pkg, config, date, airportName, travellers, pricePerPerson, depositPerPerson, depositAllowed } =
    props
  const totalPence = toPence(pricePerPerson) * travellers
  const depositPence = Math.min(toPence(depositPerPerson) * travellers, totalPence)
  const accommodation = enteredText(pkg.accommodationType)
  const board = enteredText(pkg.boardType)
  const facts = [
    { label: 'Destination', value: pkg.destination?.name ?? pkg.title },
    { label: 'Departure', value: formatDepartureLong(date) },
    { label: 'Length of stay', value: nightsLabel(pkg.duration) },
    { label: 'Travel', value: `Return flights from ${airportName}` },
    {
      label: 'Accommodation',
      value:
        [accommodation, board && `${board} board`].filter(Boolean).join(', ') ||
        'As described on the package page',
    },
    {
      label: 'Total price',
      value: `${pounds(totalPence)} for ${travellers}, including taxes and charges`,
    },
  ]
  return (
    <section aria-labelledby="package-travel-info" className="flex flex-col gap-3 text-sm">
      <h3 id="package-travel-info" className="font-semibold text-base">
        Before you book: your package holiday
      </h3>
      <dl className="grid gap-1.5">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-x-3 sm:grid-cols-[9rem_1fr]">
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex list-disc flex-col gap-1.5 pl-5">
        <li>
          {depositAllowed
            ? `Pay a deposit of ${pounds(depositPence)} to confirm, and the balance by ${formatDepartureLong(balanceDueDate(date))} (${BALANCE_DUE_DAYS / 7} weeks before departure); or pay in full now.`
            : `Departure is within ${BALANCE_DUE_DAYS / 7} weeks, so the full price is paid when you book.`}
        </li>
        <li>There is no minimum number of travellers: this holiday goes ahead however many book.</li>
        <li>
          You may cancel at any time before departure. Our charges:{' '}
          {CANCELLATION_CHARGES.map((band) => `${band.when}, ${chargeInWords(band)}`).join('; ')}. You may
          cancel without a charge if something unavoidable and extraordinary at your destination seriously
          affects the holiday.
        </li>
        <li>
          Each traveller needs a passport valid for the trip. British citizens do not need a visa for short
          stays in most European countries; check the FCDO travel advice for your destination before you go.
        </li>
        <li>We strongly advise travel insurance that covers cancellation, medical care and repatriation.</li>
        <li>
          The organiser is {config.agencyName}, {config.agencyAddress},{' '}
          <a href={telHref(config.agencyPhone)} className="text-primary underline">
            {config.agencyPhone}
          </a>
          . Flight-inclusive holidays are ATOL protected (ATOL {config.atolNumber}).
        </li>
      </ul>
      <p>
        This is a package holiday, with the rights the Package Travel Regulations 2018 give you:{' '}
        <a href={PACKAGE_RIGHTS_PATH} className="font-medium text-primary underline">
          your key rights as a package traveller
        </a>
        .
      </p>
    </section>
  )
}
