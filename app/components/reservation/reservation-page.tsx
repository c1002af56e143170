import { Icon } from '#app/components/icon'
import { SampleTag } from '#app/components/package/sample-tag'
import { SmartImage } from '#app/components/smart-image'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#app/components/ui/card'
import { useReturnTo } from '#app/components/use-return-to'
import type { PackageDetail } from '#app/lib/catalogue'
import { formatDepartureLong } from '#app/lib/dates'
import { cardImage } from '#app/lib/package-images'
import { nightsLabel } from '#app/lib/package-text'
import { type ChosenDeparture, parseTravelers, reservationInclusions } from '#app/lib/reservation'
import { showsSamples } from '#app/lib/sample-facts'
import { useRootData } from '#app/root'
import type { BookingFormSetup, BookingPostAnswer } from '#app/routes/reservation.server'
import { BookingFormIsland } from './booking-form'
import { CheckoutStepIsland } from './checkout-step'
import { PackageTravelInfo } from './package-travel-info'
import { CallToBookIsland, ReservationContactIsland } from './reservation-contact'
import { ReservationPrice } from './reservation-price'
import { StepIndicator } from './step-indicator'

type ReservationPageProps = {
  pkg: PackageDetail
  query: { date: string | null; airport: string | null; travelers: string | null }
  chosen: ChosenDeparture
  /** The booking form's setup while online booking is on and the link names a bookable departure. */
  booking: BookingFormSetup | null
  /** What the page's action answered a booking posted without scripts. */
  posted?: BookingPostAnswer
}

export function ReservationPage({ pkg, query, chosen, booking, posted }: ReservationPageProps) {
  const { config } = useRootData()
  const returnTo = useReturnTo()
  const phone = pkg.phoneNumber || config.agencyPhone
  const travelers = parseTravelers(query.travelers)
  const image = cardImage(pkg)
  const included = reservationInclusions(pkg, showsSamples(pkg))
  // What the islands need of the package, and no more: their props are written into the page.
  const pkgRef = { id: pkg.id, slug: pkg.slug, title: pkg.title }

  const facts = [
    { icon: 'calendar', label: 'Departure date', value: formatDepartureLong(query.date, { comma: true }) },
    { icon: 'plane', label: 'Departure airport', value: chosen.airportName },
    { icon: 'users', label: 'Travelers', value: String(travelers) },
    { icon: 'moon', label: 'Duration', value: nightsLabel(pkg.duration) },
  ] as const

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <CheckoutStepIsland packageSlug={pkg.slug} />
      <h1 className="font-semibold text-3xl sm:text-4xl">Complete Your Reservation</h1>
      <div className="mt-5">
        <StepIndicator />
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <Card className="overflow-hidden">
            <SmartImage
              src={image.src}
              alt={image.alt}
              type={image.type}
              priority
              className="aspect-[3/1] w-full"
            />
            <CardHeader>
              <p className="font-semibold text-primary text-sm uppercase tracking-wide">
                Exclusive Offline Deal
              </p>
              <CardTitle as="h2" className="text-2xl">
                {pkg.title}
              </CardTitle>
              {pkg.destination && <CardDescription>{pkg.destination.name}</CardDescription>}
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              {/* Each fact is one div of a dt and a dd, the only grouping a dl may hold (WCAG 1.3.1), so
                  the icon sits inside the dt and is placed beside both lines from there. */}
              <dl className="grid gap-4 sm:grid-cols-2">
                {facts.map((fact) => (
                  <div key={fact.label} className="relative pl-8">
                    <dt className="text-muted-foreground text-sm">
                      <Icon name={fact.icon} size={20} className="absolute top-0.5 left-0 text-primary" />
                      {fact.label}
                    </dt>
                    <dd className="font-medium">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              {/* Left out when nothing in it would be something staff entered (decision 50). */}
              {included.length > 0 ? (
                <div>
                  <h3 className="font-semibold">What's Included</h3>
                  <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
                    {included.map((item) => (
                      <li
                        key={item.text}
                        data-sample={item.sample || undefined}
                        className="flex items-start gap-2 text-sm"
                      >
                        <Icon name="check" size={16} className="mt-0.5 shrink-0 text-primary" />
                        {item.text}
                        {item.sample ? <SampleTag /> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <ReservationPrice pkg={pkg} chosen={chosen} travelers={travelers} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Request Confirmation</CardTitle>
              <CardDescription>
                Speak to a travel advisor to confirm availability and secure this price for {pkg.title}.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <ReservationContactIsland
                pkg={pkgRef}
                phone={phone}
                messengerUrl={config.messengerUrl}
                returnTo={returnTo}
              />
            </CardContent>
          </Card>
        </div>
        {booking && chosen.status === 'bookable' ? (
          <Card className="h-fit border-primary/30">
            <CardHeader>
              <CardTitle as="h2">Book this holiday</CardTitle>
              <CardDescription>Book online now: we hold your seats while you pay.</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-6">
              <PackageTravelInfo
                pkg={pkg}
                config={config}
                date={booking.link.date}
                airportName={chosen.airportName}
                travellers={booking.link.travellers}
                pricePerPerson={chosen.price}
                depositPerPerson={booking.depositPerPerson}
                depositAllowed={booking.depositAllowed}
              />
              <BookingFormIsland {...booking} pricePerPerson={chosen.price} phone={phone} posted={posted} />
            </CardContent>
          </Card>
        ) : (
          <Card className="h-fit border-primary/30 bg-primary/5">
            <CardHeader>
              <p className="font-semibold text-primary text-sm uppercase tracking-wide">Coming Soon</p>
              <CardTitle as="h2">Online booking is coming soon</CardTitle>
              <CardDescription>
                Our booking system is being upgraded. In the meantime our travel team will gladly book this
                holiday for you over the phone.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <CallToBookIsland pkg={pkgRef} phone={phone} />
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  )
}
