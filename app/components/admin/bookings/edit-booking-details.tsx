import { PencilIcon } from 'lucide-react'
import type * as React from 'react'
import { useRef, useState } from 'react'
import { ApiError, apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { errorMessage } from '#app/components/admin/admin-queries'
import { FormAlert } from '#app/components/forms/form-alert'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import {
  type ContactDraft,
  changedParts,
  checkDraft,
  type DetailsDraft,
  errorsByPath,
  type PathErrors,
  type TravellerDraft,
} from './booking-details-draft'

/** The booking as `PATCH /api/bookings/:reference` answers it: the parts this dialog edits. */
export type EditedBooking = {
  reference: string
  travellers: TravellerDraft[]
  email: string
  phone: string
  addressLine1: string
  addressLine2: string | null
  town: string
  postcode: string
}

type EditBookingDetailsProps = {
  reference: string
  travellers: TravellerDraft[]
  contact: ContactDraft
  /** Told the booking as saved, so the page around can show it (and its new certificate, if any). */
  onSaved: (booking: EditedBooking) => void
}

const FAILURE = 'The booking could not be saved just now. Please try again.'

/**
 * "Edit travellers and contact" on a booking's page (issue 39): the travellers' names and dates of birth
 * (as many as were booked) and the lead traveller's contact, checked as the booking form checks them, each
 * error beside its field. A change of names reissues the ATOL Certificate, which the dialog says before saving.
 */
export function EditBookingDetails(props: EditBookingDetailsProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <PencilIcon aria-hidden className="size-4" />
        Edit travellers and contact
      </Button>
      {open ? <EditDetailsDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function EditDetailsDialog({
  reference,
  travellers,
  contact,
  onSaved,
  onClose,
}: EditBookingDetailsProps & { onClose: () => void }) {
  // A missing second line is an empty box, so clearing a typed one counts as no change.
  const saved: DetailsDraft = {
    travellers,
    contact: { ...contact, address: { ...contact.address, line2: contact.address.line2 ?? '' } },
  }
  const [draft, setDraft] = useState(saved)
  const [errors, setErrors] = useState<PathErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const changes = changedParts(draft, saved)

  function showErrors(next: PathErrors) {
    setErrors(next)
    // After React has marked the fields, the first wrong one takes focus with its message.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!changes) return onClose()
    const problems = checkDraft(changes)
    if (Object.keys(problems).length > 0) return showErrors(problems)
    setFailure(null)
    setSubmitting(true)
    try {
      const booking = await apiRequest<EditedBooking>(`/api/bookings/${reference}`, {
        method: 'PATCH',
        body: changes,
      })
      toast.success('Booking saved', {
        description: changes.travellers
          ? 'If the names changed, a new ATOL Certificate was emailed.'
          : undefined,
      })
      onSaved(booking)
      onClose()
    } catch (caught) {
      const details = caught instanceof ApiError && caught.status === 400 ? caught.body : null
      const fieldProblems = (details as { details?: { path: string; message: string }[] } | null)?.details
      if (fieldProblems?.length) showErrors(errorsByPath(fieldProblems))
      else setFailure(errorMessage(caught, FAILURE))
    } finally {
      setSubmitting(false)
    }
  }

  /** A labelled box for the field at `path`, with its error beside it; `edit` writes its value into the draft. */
  const field = (
    path: string,
    label: string,
    value: string,
    edit: (value: string) => DetailsDraft,
    input: React.ComponentProps<typeof Input> = {},
  ) => (
    <FormField key={path} label={label} error={errors[path]}>
      {(control) => (
        <Input
          {...control}
          {...input}
          name={path}
          value={value}
          onChange={(event) => {
            setDraft(edit(event.target.value))
            setErrors(({ [path]: _fixed, ...rest }) => rest)
          }}
        />
      )}
    </FormField>
  )
  const traveller = (index: number, key: keyof TravellerDraft) => (value: string) => ({
    ...draft,
    travellers: draft.travellers.map((person, at) => (at === index ? { ...person, [key]: value } : person)),
  })
  const contactField = (key: 'email' | 'phone') => (value: string) => ({
    ...draft,
    contact: { ...draft.contact, [key]: value },
  })
  const address = (key: keyof ContactDraft['address']) => (value: string) => ({
    ...draft,
    contact: { ...draft.contact, address: { ...draft.contact.address, [key]: value } },
  })
  const other = errors[''] ?? errors.travellers

  return (
    <AdminDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={`Edit travellers and contact for ${reference}`}
      description="Correct a name, a date of birth or the lead traveller’s contact. Changing a name issues and emails a new ATOL Certificate."
      className="sm:max-w-2xl"
      busy={submitting}
      dirty={changes !== null}
    >
      <form ref={formRef} onSubmit={save} noValidate className="flex flex-col gap-5">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {other ? <FormAlert>{other}</FormAlert> : null}
        {draft.travellers.map((person, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a booking's travellers are fixed in number and order; the position is who they are.
          <fieldset key={`traveller-${index + 1}`} className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 font-semibold text-sm">
              {index === 0 ? 'Lead traveller' : `Traveller ${index + 1}`}
            </legend>
            {field(
              `travellers.${index}.firstName`,
              'First name',
              person.firstName,
              traveller(index, 'firstName'),
              {
                autoComplete: 'off',
              },
            )}
            {field(`travellers.${index}.surname`, 'Surname', person.surname, traveller(index, 'surname'), {
              autoComplete: 'off',
            })}
            {field(
              `travellers.${index}.dateOfBirth`,
              'Date of birth',
              person.dateOfBirth,
              traveller(index, 'dateOfBirth'),
              { type: 'date' },
            )}
          </fieldset>
        ))}
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-sm">Lead traveller’s contact</legend>
          {field('contact.email', 'Email', draft.contact.email, contactField('email'), { type: 'email' })}
          {field('contact.phone', 'Phone', draft.contact.phone, contactField('phone'), { type: 'tel' })}
          {field('contact.address.line1', 'Address line 1', draft.contact.address.line1, address('line1'))}
          {field(
            'contact.address.line2',
            'Address line 2 (optional)',
            draft.contact.address.line2 ?? '',
            address('line2'),
          )}
          {field('contact.address.town', 'Town or city', draft.contact.address.town, address('town'))}
          {field('contact.address.postcode', 'Postcode', draft.contact.address.postcode, address('postcode'))}
        </fieldset>
        <AdminDialogFooter cancelDisabled={submitting}>
          <SubmitButton submitting={submitting} disabled={changes === null}>
            Save changes
          </SubmitButton>
        </AdminDialogFooter>
      </form>
    </AdminDialog>
  )
}
