import type * as React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { track } from '#app/browser/analytics/client'
import { analyticsEvents } from '#app/browser/analytics/events'
import { ApiError, apiRequest } from '#app/browser/api-client'
import { SubmitButton } from '#app/components/forms/submit-button'
import { Icon } from '#app/components/icon'
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CHECK_INBOX_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  SIGNUP_FAILED_MESSAGE,
  SUBSCRIBED_MESSAGE,
} from '#app/components/newsletter/newsletter-messages'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { island } from '#app/islands/island'
import { plainEmailAddress } from '#app/lib/email-address'
import { NEWSLETTER_PAGE_PATH } from '#app/lib/enquiry-pages'
import { MAX_SOURCE_PAGE_LENGTH } from '#app/lib/newsletter-consent'
import { cn } from '#app/lib/utils'

/** SPEC 9: how long the button reads 'Subscribed!' after a sign-up. */
export const SUBSCRIBED_LABEL_MS = 5000

/** A message under the field; a success also says, on a line of its own, to look for the confirmation. */
type Feedback = { tone: 'success' | 'error'; text: string }

type NewsletterFormProps = {
  /**
   * The page the form is on: where the newsletter page sends the visitor back to after a sign-up made without
   * scripts, and the sign-up's source page.
   */
  returnTo: string
  /** What the newsletter page rendered after a post made without scripts: the address kept, the outcome. */
  posted?: { email: string; feedback: Feedback }
}

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SIGNUP_FAILED_MESSAGE
  if (error.status === 409) return ALREADY_SUBSCRIBED_MESSAGE
  // The server's check of the address is ours, so its 400 means the same as ours would.
  if (error.status === 400) return INVALID_EMAIL_MESSAGE
  return SIGNUP_FAILED_MESSAGE
}

/**
 * The newsletter sign-up (SPEC 4, 5 and 8). Styled for the dark panels it sits on. The browser's own
 * email check is off (noValidate) so SPEC's message shows instead, from the same schema as the API.
 * With scripts it sends to the API itself; before they run it posts to the newsletter page
 * (`/enquiries/newsletter`), which answers with the same messages and leads back to this page.
 */
function NewsletterForm({ returnTo: back, posted }: NewsletterFormProps) {
  const id = useId()
  const inputId = `${id}-email`
  const messageId = `${id}-message`
  const [email, setEmail] = useState(posted?.email ?? '')
  const [submitting, setSubmitting] = useState(false)
  const [feedback, setFeedback] = useState<Feedback | null>(posted?.feedback ?? null)
  const [justSubscribed, setJustSubscribed] = useState(false)
  // A ref, not the state: pressing Enter twice lands before React re-renders the disabled button.
  const inFlight = useRef(false)
  const labelTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(labelTimer.current), [])

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    setFeedback(null)
    const valid = plainEmailAddress(email)
    if (!valid) {
      setFeedback({ tone: 'error', text: INVALID_EMAIL_MESSAGE })
      return
    }
    inFlight.current = true
    setSubmitting(true)
    try {
      // For the consent record: the page the visitor signed up from, as the form's own post names it.
      const sourcePage = new URL(back, window.location.href).pathname.slice(0, MAX_SOURCE_PAGE_LENGTH)
      await apiRequest('/api/email-signups', {
        method: 'POST',
        body: { email: valid, source_page: sourcePage },
      })
      track(analyticsEvents.formSubmission('newsletter', true))
      setFeedback({ tone: 'success', text: SUBSCRIBED_MESSAGE })
      setEmail('')
      setJustSubscribed(true)
      clearTimeout(labelTimer.current)
      labelTimer.current = setTimeout(() => setJustSubscribed(false), SUBSCRIBED_LABEL_MS)
    } catch (error) {
      track(analyticsEvents.formSubmission('newsletter', false))
      setFeedback({ tone: 'error', text: failureMessage(error) })
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  const invalid = feedback?.tone === 'error'
  return (
    <form
      method="post"
      action={`${NEWSLETTER_PAGE_PATH}?${new URLSearchParams({ returnTo: back })}`}
      onSubmit={handleSubmit}
      noValidate
      className="flex w-full flex-col gap-2"
    >
      <Label htmlFor={inputId} className="text-sand-100">
        Email address
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={feedback ? messageId : undefined}
          className="h-11 border-transparent text-foreground sm:h-11 sm:flex-1"
        />
        <SubmitButton
          submitting={submitting}
          className="h-11 bg-terracotta-600 px-6 text-white hover:bg-terracotta-700 sm:h-11"
        >
          {justSubscribed ? 'Subscribed!' : 'Subscribe'}
        </SubmitButton>
      </div>
      {/* Always in the page, so screen readers are already listening when a message arrives. */}
      <div id={messageId} aria-live="polite" className="min-h-6 text-sm">
        {feedback ? (
          <p
            className={cn(
              'flex items-center gap-2 font-medium',
              invalid ? 'text-terracotta-200' : 'text-lagoon-100',
            )}
          >
            <Icon name={invalid ? 'circle-alert' : 'circle-check'} size={16} className="shrink-0" />
            {feedback.text}
          </p>
        ) : null}
        {feedback?.tone === 'success' ? <p className="mt-1 text-sand-100">{CHECK_INBOX_MESSAGE}</p> : null}
      </div>
    </form>
  )
}

export const NewsletterFormIsland = island('newsletter-form', NewsletterForm)
