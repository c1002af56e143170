import { Link } from 'react-router'
import { AgencyContact } from '#app/components/legal/agency-contact'
import type { LegalSection } from '#app/components/legal/legal-page'
import type { PublicConfig } from '#app/env.server'

/** Change this date whenever the wording below changes: section 'changes' promises it. */
export const PRIVACY_UPDATED = '25 November 2026'

const ICO_SITE = 'https://ico.org.uk/make-a-complaint/'

export function PrivacyIntro({ config }: { config: PublicConfig }) {
  return (
    <p>
      {config.agencyName} respects your privacy. This policy explains what personal information we collect
      when you enquire about or book a holiday with us or use this website, what we do with it, who we share
      it with and the choices and rights you have. We collect only what we need to arrange your holiday.
    </p>
  )
}

export function privacySections(config: PublicConfig): LegalSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      content: (
        <>
          <p>
            {config.agencyName} is the controller of the personal information described in this policy, which
            means we decide how it is used and are responsible for looking after it under UK data protection
            law. If you have any question about this policy or your information, please contact us:
          </p>
          <AgencyContact config={config} />
        </>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      content: (
        <>
          <p>When you book a holiday, we ask the lead passenger for:</p>
          <ul>
            <li>first name and surname;</li>
            <li>date of birth;</li>
            <li>postal address;</li>
            <li>telephone numbers;</li>
            <li>email address, with your consent to contact you by email.</li>
          </ul>
          <p>
            We also keep a record of the booking itself: the holiday, dates, departure airport, prices and
            payments, and our correspondence with you.
          </p>
        </>
      ),
    },
    {
      id: 'information-we-do-not-collect',
      title: 'Information we do not collect',
      content: (
        <>
          <p>We do not ask for, and do not keep:</p>
          <ul>
            <li>your nationality;</li>
            <li>your passport number;</li>
            <li>details of your travel insurance;</li>
            <li>details of your next of kin;</li>
            <li>the personal details of the other passengers in your party;</li>
            <li>your ethnic group.</li>
          </ul>
          <p>
            Where an airline needs passport or other travel document details before you fly (advance passenger
            information), you give them directly to the airline, usually through its online check-in.
          </p>
        </>
      ),
    },
    {
      id: 'medical-and-mobility',
      title: 'Medical and mobility needs',
      content: (
        <>
          <p>
            Telling us about a medical condition, a disability or mobility needs is entirely optional. If you
            would like us to, for example to arrange assistance at the airport or a step-free room, we will
            ask for your explicit consent to record it and to pass it to the airline, hotel or transfer
            company that needs to know. We use it for nothing else.
          </p>
          <p>
            You can withdraw your consent at any time by contacting us, although a supplier may then be unable
            to provide the assistance you asked for.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      content: (
        <>
          <p>We use your information for the administration of your booking, which means:</p>
          <ul>
            <li>arranging, confirming and changing your holiday with our suppliers;</li>
            <li>taking payments and sending your confirmation, ATOL Certificate and travel documents;</li>
            <li>contacting you about your booking, including any change to your arrangements;</li>
            <li>dealing with any question or complaint you raise with us.</li>
          </ul>
          <p>
            We rely on the contract with you for these uses, on our legal obligations to keep accounting and
            ATOL records, and on your consent for anything optional, such as sharing medical or mobility needs
            or sending you our newsletter.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      content: (
        <>
          <p>We share your information only where we need to, with:</p>
          <ul>
            <li>the airlines that fly you;</li>
            <li>tour operators, hotels, transfer companies and other suppliers of the services you book;</li>
            <li>
              public authorities such as border, immigration, customs, police and tax authorities, and the
              Civil Aviation Authority, where the law requires it.
            </li>
          </ul>
          <p>
            Some of these organisations are in Italy or elsewhere outside the UK. Where we send information
            abroad, we do so only as needed for your holiday, and to countries the UK recognises as protecting
            personal information adequately or under safeguards the law approves. We never sell your
            information.
          </p>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Payments',
      content: (
        <p>
          We do not keep your card details. Payments are taken through a payment system certified to PCI DSS
          Level 1, the highest level of the card industry's security standard, and your card number goes
          straight to that system, not to us.
        </p>
      ),
    },
    {
      id: 'call-backs-and-newsletter',
      title: 'Call-back requests and newsletter sign-ups',
      content: (
        <>
          <h3>Call-back requests</h3>
          <p>
            When you ask us to call you back, we record your name, telephone number, email address, the time
            you would like us to call, your message and the holiday you were looking at. We store the request
            securely, pass it to our customer enquiry system and may email it to the travel advisors who
            return calls, so that one of them can call you. We use it only to answer your enquiry, and if it
            does not lead to a booking we delete it within {config.leadRetentionMonths} months.
          </p>
          <h3>Newsletter</h3>
          <p>
            When you sign up to our newsletter, we record your email address, when you signed up, the page you
            signed up on and the wording you agreed to. We then email you a link to confirm that the address
            is yours and that you want our emails; until you follow it we send you nothing else, and if you do
            not follow it within 30 days we delete your sign-up. Once you confirm, we record when. We use your
            address to send you our offers and travel ideas until you unsubscribe, which you can do at any
            time with the link in every email or by contacting us; we then stop writing to you, keeping only a
            note of your address and when you unsubscribed so that we never write to you again by mistake.
          </p>
        </>
      ),
    },
    {
      id: 'marketing',
      title: 'Marketing',
      content: (
        <p>
          Marketing comes only from {config.agencyName} itself. We never pass your details to other companies
          for their marketing. We send marketing emails only if you have agreed to receive them, and every
          email includes a link to unsubscribe.
        </p>
      ),
    },
    {
      id: 'analytics',
      title: 'Cookies, local storage and analytics',
      content: (
        <>
          <p>
            With your permission, we use an analytics service (PostHog, hosted in the European Union) to
            understand how visitors use this website, such as which pages and holidays are viewed, which dates
            and prices are chosen, and whether our forms and contact links work, so that we can improve it. We
            do not record what you type into our forms, and we do not use advertising cookies.
          </p>
          <p>
            <strong>Analytics only run after you agree.</strong> When you first visit, we ask whether you
            accept analytics. If you do, a random identifier is kept in your browser's local storage so that
            visits can be counted; if you decline, no analytics data is collected. We remember your choice in
            your browser so that we do not ask on every page, and you can change your mind at any time with
            the 'Cookie settings' button in the footer of every page; if you withdraw your agreement, the
            identifier is removed from your browser and nothing more is collected.
          </p>
          <p>
            This website uses no other cookies or local storage for visitors. Our staff receive a session
            cookie when they sign in to our back office, which is needed for it to work.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      content: (
        <p>
          We keep booking records for seven years after your holiday, to meet our tax and accounting duties.
          Call-back requests that do not lead to a booking are deleted within {config.leadRetentionMonths}{' '}
          months. Newsletter sign-ups are kept until you unsubscribe, or deleted after 30 days if you never
          confirm them, and our record of an email we sent you is deleted after 30 days. We keep analytics
          data only as long as it helps us improve the website.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      content: (
        <>
          <p>
            You have the right to ask for a copy of the personal information we hold about you. The first
            written copy is free; if you ask for further copies, we may make a reasonable charge to cover our
            administrative costs. You also have the right to ask us to correct, delete or restrict the use of
            your information, to object to how we use it, to receive it in a portable form, and to withdraw
            any consent you have given.
          </p>
          <p>
            To make a request, email us at <a href={`mailto:${config.agencyEmail}`}>{config.agencyEmail}</a>{' '}
            from the address you gave us, or write to us at the address in{' '}
            <a href="#who-we-are">Who we are</a>, telling us what you would like: a copy of your information,
            or for us to correct or delete it. We may ask you to confirm who you are before we answer. We will
            reply within one month of receiving your request. If you are unhappy with how we have handled your
            information, please tell us first so we can try to put it right; you also have the right to
            complain to the{' '}
            <a href={ICO_SITE} rel="noopener noreferrer" target="_blank">
              Information Commissioner's Office<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Keeping your information safe',
      content: (
        <p>
          Only staff who need your information to do their job can see it. We protect it with encrypted
          connections, access controls and secure storage, and we require our suppliers to look after it
          properly too.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          We may update this policy from time to time. Any update will be published on this page, with the
          date it last changed at the top, so please check back now and then. You can also read our{' '}
          <Link to="/terms">Terms and Conditions</Link>.
        </p>
      ),
    },
  ]
}
