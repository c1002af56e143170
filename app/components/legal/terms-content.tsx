import { Link } from 'react-router'
import { AgencyContact } from '#app/components/legal/agency-contact'
import type { LegalSection } from '#app/components/legal/legal-page'
import type { PublicConfig } from '#app/env.server'
import { CANCELLATION_CHARGES, chargeInWords } from '#app/lib/bookings/cancellation-charges'
import { telHref } from '#app/lib/contact'

/** Change this date whenever the wording below changes. */
export const TERMS_UPDATED = '7 December 2026'

const FCDO_ITALY = 'https://www.gov.uk/foreign-travel-advice/italy'
const ATOL_SITE = 'https://www.atol.org'
const PACKAGE_TRAVEL_REGULATIONS = 'https://www.legislation.gov.uk/uksi/2018/634/contents'

export function TermsIntro({ config }: { config: PublicConfig }) {
  return (
    <>
      <p>
        These terms and conditions apply to every holiday booked with {config.agencyName} ("we", "us" and
        "our"). Please read them carefully, together with our <Link to="/privacy">Privacy Policy</Link>,
        before you book. By asking us to confirm a booking, the lead passenger accepts these terms on behalf
        of everyone named on it, so please share them with the rest of your party.
      </p>
      <p>
        If anything here is unclear, call our travel team on{' '}
        <a href={telHref(config.agencyPhone)}>{config.agencyPhone}</a> before you book: we would much rather
        answer a question now than sort out a misunderstanding later.
      </p>
    </>
  )
}

export function termsSections(config: PublicConfig): LegalSection[] {
  return [
    {
      id: 'our-role',
      title: 'Who we are and our role as agent',
      content: (
        <>
          <p>
            {config.agencyName} is a UK travel agency. We act as <strong>agent only</strong> for the airlines,
            hotels, transfer companies and other travel providers (our "suppliers") whose services make up
            your holiday. When you book, your contract for each service is with the supplier who provides it,
            and that supplier's own conditions (for example an airline's conditions of carriage) apply as well
            as these terms. We will send you a copy of any supplier's conditions on request.
          </p>
          <p>
            Our job is to arrange your booking with reasonable skill and care: to give you accurate
            information about the holidays we sell, to pass your booking, requests and payments on to
            suppliers promptly and correctly, and to help you if something goes wrong.
          </p>
          <p>Our details are:</p>
          <AgencyContact config={config} />
        </>
      ),
    },
    {
      id: 'booking',
      title: 'Making a booking',
      content: (
        <>
          <p>
            The person making the booking (the "lead passenger") must be <strong>over 18</strong> and{' '}
            <strong>resident in the United Kingdom</strong>, and must have the authority of everyone in the
            party to accept these terms for them. The lead passenger is responsible for paying for the booking
            and is the person we will contact about it.
          </p>
          <p>
            Bookings are currently taken by telephone with our travel team. A booking is confirmed only when
            we have received your deposit (or full payment, where that is due) and sent you a written
            confirmation. Please check your confirmation as soon as it arrives and tell us straight away if
            anything is wrong, especially names, which must match each traveller's passport exactly: airlines
            may charge to correct a name, or refuse to carry a passenger whose ticket does not match.
          </p>
        </>
      ),
    },
    {
      id: 'payment',
      title: 'Deposits and paying for your holiday',
      content: (
        <>
          <p>
            A <strong>non-refundable deposit</strong> is payable when you book. The amount depends on the
            holiday and on what our suppliers ask of us; we will tell you before you book and show it on your
            confirmation. Some fares, such as many scheduled and low-cost flights, must be paid in full when
            they are booked, and in that case we will ask for their full cost as part of the deposit.
          </p>
          <p>
            The balance is due no later than <strong>12 weeks before departure</strong>. If you book within 12
            weeks of departure, <strong>full payment is needed at the time of booking</strong>.
          </p>
          <p>
            If we do not receive the balance by the date it is due, we will remind you; if it is still unpaid,
            we may treat your booking as cancelled by you, in which case the{' '}
            <a href="#cancellations">cancellation charges</a> apply.
          </p>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and price changes',
      content: (
        <>
          <p>
            Prices are in pounds sterling and are per person, based on two adults sharing unless we say
            otherwise. They include everything listed under "What's Included" for the holiday, and nothing
            else. Our website prices change as airlines and hotels change theirs; the price you pay is the one
            we confirm to you when you book.
          </p>
          <p>
            Some Italian cities charge a local tourist tax per person per night. It is paid directly to your
            hotel and is not included in our prices unless we tell you it is.
          </p>
          <h3>After you have booked</h3>
          <p>
            Once your booking is confirmed, its price can change only when a supplier passes on an increase in
            the cost of transport (including fuel), in taxes or fees charged by third parties (such as air
            passenger duty or airport charges), or in exchange rates. In that case:
          </p>
          <ul>
            <li>we will absorb any increase up to 2% of the total cost of your booking;</li>
            <li>we will not increase the price within 20 days of departure;</li>
            <li>
              if the increase is more than 8% of the total cost, you may cancel and receive a full refund of
              everything you have paid us, or accept another holiday we offer you instead;
            </li>
            <li>if those costs fall by more than 2% of the total cost, we will refund you the difference.</li>
          </ul>
          <p>
            If we make an obvious mistake in a price, we will tell you as soon as we can. You may then pay the
            correct price or cancel with a full refund.
          </p>
        </>
      ),
    },
    {
      id: 'insurance',
      title: 'Travel insurance',
      content: (
        <>
          <p>
            Adequate travel insurance is a condition of booking. Your policy must cover everyone in your party
            for cancellation charges, medical expenses, repatriation and personal liability, and should start
            on the day you book so that you are protected if you have to cancel before you travel.
          </p>
          <p>
            We do not sell travel insurance and we do not ask for your policy details, so it is your
            responsibility to arrange it and to check that it covers any medical condition and any activity
            you plan. A UK Global Health Insurance Card (GHIC) is well worth carrying in Italy, but it is not
            a substitute for insurance.
          </p>
        </>
      ),
    },
    {
      id: 'special-requests',
      title: 'Special requests, medical conditions and mobility',
      content: (
        <>
          <p>
            Please tell us about any special request, such as twin beds, a quiet room, a dietary need or a
            celebration, when you book. We will pass it on to the supplier concerned and let you know whether
            they can meet it, but unless we have confirmed it to you in writing as part of your booking, we
            cannot guarantee it, and a request that is not met does not mean your booking has been broken.
          </p>
          <p>
            If anyone in your party has a medical condition, a disability or reduced mobility that could
            affect their holiday, please tell us before you book so that we can check that the flights,
            transfers and hotel are suitable. Venice in particular involves many bridges and steps, and water
            taxis and water buses in place of cars. With your consent we share what suppliers need to know to
            look after you, as our <Link to="/privacy">Privacy Policy</Link> explains.
          </p>
        </>
      ),
    },
    {
      id: 'cancellations',
      title: 'Changes and cancellations by you',
      content: (
        <>
          <h3>Changing your booking</h3>
          <p>
            If you want to change your booking after it has been confirmed, please ask us as early as you can.
            We will do our best to help, but changes depend on availability and on each supplier's rules. Many
            flight tickets cannot be changed once issued, and a change of name is often treated as a
            cancellation and a new booking. We will tell you any supplier charge and any administration charge
            of our own before you agree to a change.
          </p>
          <h3>Cancelling your booking</h3>
          <p>
            The lead passenger may cancel at any time by writing to us at{' '}
            <a href={`mailto:${config.agencyEmail}`}>{config.agencyEmail}</a> or at our postal address. The
            cancellation takes effect on the day we receive it. Because our suppliers charge us from the
            moment a holiday is booked, the following charges apply, as a share of the total cost of the
            booking (not counting any amendment charges):
          </p>
          {/* The bands the booking's cancellation rule reads, so the page and the charge never disagree. */}
          <ul>
            {CANCELLATION_CHARGES.map((band, index) => (
              <li key={band.when}>
                {band.when}: {chargeInWords(band)}
                {index === CANCELLATION_CHARGES.length - 1 ? '.' : ';'}
              </li>
            ))}
          </ul>
          <p>
            You may be able to recover these charges under your travel insurance. If unavoidable and
            extraordinary circumstances at your destination (such as a natural disaster, or official advice
            against all but essential travel) seriously affect your holiday, you may cancel before departure
            without paying a cancellation charge.
          </p>
        </>
      ),
    },
    {
      id: 'changes-by-suppliers',
      title: 'Changes and cancellations by us or our suppliers',
      content: (
        <>
          <p>
            Suppliers occasionally have to change arrangements after a booking is confirmed. Most changes are
            minor, such as a change of flight time of a few hours or a different hotel of the same standard in
            the same area, and we will tell you about them as soon as we can.
          </p>
          <p>
            If a change is significant, such as a change of departure time of more than 12 hours, a change of
            UK departure airport, or a hotel of a lower standard or in a different area, you may accept the
            change, choose another holiday from us, or cancel and receive a full refund of everything you have
            paid us.
          </p>
          <p>
            If a flight is delayed or cancelled, the airline is responsible for looking after you and for any
            compensation under the air passenger rights rules that apply to the flight; we will help you deal
            with the airline.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Our liability to you',
      content: (
        <>
          <p>
            We are responsible for arranging your booking with reasonable skill and care. As we act as agent
            only, we are not responsible for the services themselves, or for what suppliers do or fail to do;
            each supplier's liability to you is set out in its own conditions and in the international
            conventions that apply to it, such as the Montreal Convention for air travel.
          </p>
          <p>
            If we are found responsible for any loss or damage you suffer, other than death or personal
            injury, <strong>our liability is limited to twice the cost of your booking</strong>, not counting
            any insurance premiums or amendment charges. We are not responsible for losses that were not
            foreseeable when you booked, or for business losses.
          </p>
          <p>
            Nothing in these terms limits our liability for death or personal injury caused by our negligence,
            for fraud, or for anything else that the law does not allow us to limit.
          </p>
        </>
      ),
    },
    {
      id: 'passports-visas',
      title: 'Passports, visas and health',
      content: (
        <>
          <p>
            Every traveller is responsible for holding a valid passport, any visa or travel authorisation, and
            any health documents needed for the whole trip. We cannot accept responsibility if anyone is
            refused boarding or entry because they do not have the right documents, and any resulting costs
            are yours.
          </p>
          <p>
            Italy is in the Schengen area. For British citizens, the UK Government currently advises that a
            passport must have been issued less than 10 years before the day you arrive and must be valid for
            at least 3 months after the day you plan to leave; visits of up to 90 days in any 180 days do not
            need a visa. Entry rules change from time to time, for example as the EU introduces its digital
            border checks, so please check the latest{' '}
            <a href={FCDO_ITALY} rel="noopener noreferrer" target="_blank">
              Foreign, Commonwealth &amp; Development Office advice for Italy
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            before you book and again before you travel.
          </p>
          <p>
            If you hold a passport from another country, please check the entry requirements with the Italian
            embassy or consulate before you book.
          </p>
        </>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints',
      content: (
        <>
          <p>
            If something is not right during your holiday, please tell the supplier (the hotel reception, the
            transfer driver or the airline) and call us straight away, so that it can be put right on the
            spot. Most problems can be solved quickly, and a problem that was not reported at the time can be
            much harder to resolve afterwards.
          </p>
          <p>
            If it could not be resolved during your trip, please write to us within 28 days of your return,
            giving your booking reference and full details. We will acknowledge your complaint within 5
            working days and aim to give you a full reply within 28 days. If you are not satisfied with our
            final reply, we will tell you about any approved alternative dispute resolution scheme you can
            use.
          </p>
        </>
      ),
    },
    {
      id: 'financial-protection',
      title: 'Financial protection: ATOL and Flight-Plus',
      content: (
        <>
          <p>
            <strong>ATOL licence number {config.atolNumber}.</strong> The flights and flight-inclusive
            holidays we sell are protected under our Air Travel Organiser's Licence, granted by the Civil
            Aviation Authority.
          </p>
          <p>
            When you book a flight together with accommodation or other travel services from us, your booking
            is a <strong>Flight-Plus</strong> arrangement and is financially protected by the ATOL scheme.
            When you pay, you will receive an ATOL Certificate listing the services that are protected, where
            you can get help and who to contact if things go wrong. If we, or the suppliers named on your
            certificate, cannot provide those services because of insolvency, the ATOL scheme will refund you
            or, if you are already abroad, arrange for you to continue your holiday and return home.
          </p>
          <p>
            ATOL protection covers only the services listed on your ATOL Certificate: if you do not receive a
            certificate, your booking is not ATOL protected. Money you pay us for services outside the ATOL
            scheme is held in an independent trust account until it is passed on to the supplier. For more
            about ATOL and the ATOL Certificate, visit{' '}
            <a href={ATOL_SITE} rel="noopener noreferrer" target="_blank">
              atol.org<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </>
      ),
    },
    {
      // Linked from the booking form (PACKAGE_RIGHTS_PATH): Schedule 2's key rights, in our own words.
      id: 'package-travel-rights',
      title: 'Your key rights as a package traveller',
      content: (
        <>
          <p>
            A holiday you book online with us, flights with accommodation, is a package under the Package
            Travel and Linked Travel Arrangements Regulations 2018. Those regulations give you these rights,
            whatever these terms say:
          </p>
          <ul>
            <li>
              Before you book, you are told what the holiday includes, what it costs in total and how it is
              paid, and who organises it.
            </li>
            <li>
              {config.agencyName} is responsible for providing every travel service in your package, and for
              helping you if something goes wrong while you are away.
            </li>
            <li>
              You are given a phone number ({config.agencyPhone}) or another way to reach us, or our local
              representative, during the holiday.
            </li>
            <li>
              You may pass the holiday to someone else, with reasonable notice, paying any extra costs this
              causes.
            </li>
            <li>
              The price may rise only for the reasons set out in these terms, and no later than 20 days before
              departure. If it would rise by more than 8% you may cancel and have your money back; if the
              costs it depends on fall, the price falls too.
            </li>
            <li>
              If an essential part of the holiday changes significantly, other than the price, you may cancel
              without a charge and have your money back.
            </li>
            <li>
              You may cancel before departure without a charge if unavoidable and extraordinary events at your
              destination seriously affect the holiday, and at any other time by paying the cancellation
              charges above.
            </li>
            <li>
              If we cancel before departure, you have your money back and, where the law gives it, fair
              compensation.
            </li>
            <li>
              If a large part of the holiday cannot be provided, you are offered suitable alternatives at no
              extra cost, or may end the holiday and have money back; if services are not provided as agreed,
              you may be due a price reduction or compensation.
            </li>
            <li>If you are in difficulty abroad, we must give you prompt help.</li>
            <li>
              If we become insolvent, the money you paid is refunded, and if you are abroad you are brought
              home: your flight-inclusive holiday is protected under our ATOL ({config.atolNumber}), with the
              Civil Aviation Authority.
            </li>
          </ul>
          <p>
            The regulations themselves are on{' '}
            <a href={PACKAGE_TRAVEL_REGULATIONS} rel="noopener noreferrer" target="_blank">
              legislation.gov.uk<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: 'Law and jurisdiction',
      content: (
        <p>
          These terms, and any contract made under them, are governed by English law, and the courts of
          England and Wales have jurisdiction over any dispute. If you live in Scotland or Northern Ireland,
          you may also bring proceedings in your local courts.
        </p>
      ),
    },
  ]
}
