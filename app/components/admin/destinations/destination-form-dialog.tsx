import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { adminKeys, conflictMessage, useAdminMutation } from '#app/components/admin/admin-queries'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { validateForm } from '#app/components/forms/validate-form'
import { Input } from '#app/components/ui/input'
import { Textarea } from '#app/components/ui/textarea'
import type { Destination } from '#app/lib/catalogue'
import { type DestinationInput, DestinationInputSchema } from '#app/schemas/destination'

type Field = keyof DestinationInput

type DestinationFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The destination being edited; null creates a new one. */
  destination: Destination | null
}

/** SPEC 2's create and edit dialogs: one form, so both check the same SPEC 5 rules. */
export function DestinationFormDialog({ open, onOpenChange, destination }: DestinationFormDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={destination ? 'Edit Destination' : 'Add Destination'}
      description={
        destination ? `Change the details of ${destination.name}.` : 'A place packages can be linked to.'
      }
    >
      {/* The dialog mounts its content on each opening, so the form starts from the saved values; the key
            covers reopening for another destination while the closing animation still plays. */}
      <DestinationForm
        key={destination?.id ?? 'new'}
        destination={destination}
        onSaved={() => onOpenChange(false)}
      />
    </AdminDialog>
  )
}

function DestinationForm({ destination, onSaved }: { destination: Destination | null; onSaved: () => void }) {
  const [values, setValues] = useState({
    name: destination?.name ?? '',
    country: destination?.country ?? '',
    description: destination?.description ?? '',
  })
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>()
  useUnsavedValues(values)
  const save = useAdminMutation({
    run: (input: DestinationInput) =>
      destination
        ? apiRequest<Destination>(`/api/destinations/${destination.id}`, { method: 'PUT', body: input })
        : apiRequest<Destination>('/api/destinations', { method: 'POST', body: input }),
    // Package cards name their destination, so a renamed destination refreshes them too.
    refresh: [adminKeys.destinations, adminKeys.packages],
    success: destination ? 'Destination updated' : 'Destination created',
    failure: destination
      ? 'Failed to update destination. Please try again.'
      : 'Failed to create destination. Please try again.',
    serverDetail: 'conflict',
  })

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    clearError(field)
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateForm<typeof DestinationInputSchema, Field>(DestinationInputSchema, values)
    if (!checked.success) return showErrors(checked.errors)
    save.mutate(checked.data, {
      onSuccess: onSaved,
      // A name the country has already: said beside the field to change, as well as in the toast.
      onError: (error) => {
        const taken = conflictMessage(error)
        if (taken) showErrors({ name: taken })
      },
    })
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <FormField label="Name" error={errors.name}>
        {(control) => <Input {...control} value={values.name} onChange={change('name')} required />}
      </FormField>
      <FormField label="Country" error={errors.country}>
        {(control) => <Input {...control} value={values.country} onChange={change('country')} required />}
      </FormField>
      <FormField label="Description" labelNote="(optional)" error={errors.description}>
        {(control) => (
          <Textarea {...control} rows={5} value={values.description} onChange={change('description')} />
        )}
      </FormField>
      <AdminDialogFooter>
        <SubmitButton submitting={save.isPending}>
          {destination ? 'Save Changes' : 'Add Destination'}
        </SubmitButton>
      </AdminDialogFooter>
    </form>
  )
}
