import type * as React from 'react'
import { LeadDialog } from '#app/components/callback/lead-dialog'
import { CONTACT_THANKS } from '#app/components/callback/lead-messages'
import type { LeadSource } from '#app/components/callback/lead-validation'
import { Icon } from '#app/components/icon'
import { onDemand } from '#app/components/on-demand'
import { Button } from '#app/components/ui/button'
import { CALLBACK_PAGE_PATH } from '#app/lib/enquiry-pages'

const form = onDemand(() =>
  import('#app/components/callback/contact-form').then((module) => module.ContactForm),
)

type ContactDialogProps = {
  packageTitle: string
  /** Without scripts the trigger leads to the call-back page for this package: a lead all the same. */
  packageSlug?: string
  /** The page the dialog is on (path and query): the way back from the form's own page. */
  returnTo: string
  source?: LeadSource
  trigger?: React.ReactElement
  onOpen?: () => void
}

/** SPEC's 'Contact Us' dialog on the package page: the inline contact form, with the dialog's thanks. */
export function ContactDialog({
  packageTitle,
  packageSlug,
  returnTo,
  source = 'package-contact',
  trigger,
  onOpen,
}: ContactDialogProps) {
  return (
    <LeadDialog
      title="Contact Us"
      description={`Send us your details and a question about ${packageTitle}, and a travel advisor will get back to you.`}
      trigger={
        trigger ?? (
          <Button variant="outline">
            <Icon name="mail" size={18} />
            Contact Us
          </Button>
        )
      }
      thankYou={CONTACT_THANKS}
      onOpen={onOpen}
      preload={form.load}
      formPage={{ path: CALLBACK_PAGE_PATH, query: { package: packageSlug, source, returnTo } }}
    >
      {(onSuccess) => <form.Component packageTitle={packageTitle} source={source} onSuccess={onSuccess} />}
    </LeadDialog>
  )
}
