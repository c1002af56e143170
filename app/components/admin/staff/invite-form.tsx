import { SendIcon } from 'lucide-react'
import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { useUnsavedChanges } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { validateForm } from '#app/components/forms/validate-form'
import { Input } from '#app/components/ui/input'
import { NativeSelect } from '#app/components/ui/native-select'
import type { InvitationSent } from '#app/lib/staff'
import { isStaffRole, ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from '#app/lib/staff-roles'
import { StaffInviteInputSchema } from '#app/schemas/staff'
import { adminKeys, useAdminMutation } from '../admin-queries'
import { InvitationLink } from './invitation-link'
import { RoleOptions } from './role-options'

type Field = 'email' | 'role'

/** The owner's invitation form; once sent, the link to pass on, since email may not reach them yet. */
export function InviteForm() {
  const [values, setValues] = useState<{ email: string; role: StaffRole }>({ email: '', role: 'editor' })
  const [sent, setSent] = useState<InvitationSent | null>(null)
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>()
  // The address is what would be lost; a role chosen alone is one click to choose again.
  useUnsavedChanges(values.email.trim() !== '')
  const invite = useAdminMutation({
    run: (input: { email: string; role: StaffRole }) =>
      apiRequest<InvitationSent>('/api/staff', { method: 'POST', body: input }),
    refresh: [adminKeys.staff],
    failure: 'The invitation could not be sent. Please try again.',
    serverDetail: true,
  })

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateForm<typeof StaffInviteInputSchema, Field>(StaffInviteInputSchema, values)
    if (!checked.success) return showErrors(checked.errors)
    invite.mutate(checked.data, {
      onSuccess: (invitation) => {
        setSent(invitation)
        setValues((current) => ({ ...current, email: '' }))
      },
    })
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <h3 className="font-semibold text-lg">Invite someone</h3>
      <form
        ref={formRef}
        onSubmit={send}
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <FormField label="Email" error={errors.email} className="sm:flex-1">
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              value={values.email}
              onChange={(event) => {
                setValues((current) => ({ ...current, email: event.target.value }))
                clearError('email')
              }}
            />
          )}
        </FormField>
        <FormField label="Role" error={errors.role} className="sm:w-48">
          {(control) => (
            <NativeSelect
              {...control}
              name="role"
              value={values.role}
              onChange={(event) => {
                const role = event.target.value
                if (isStaffRole(role)) setValues((current) => ({ ...current, role }))
              }}
            >
              <RoleOptions />
            </NativeSelect>
          )}
        </FormField>
        <BusyButton type="submit" busy={invite.isPending} className="sm:mt-7">
          <SendIcon aria-hidden className="size-4" />
          Invite
        </BusyButton>
      </form>
      <p className="text-muted-foreground text-sm">
        {ROLE_LABELS[values.role]}: {ROLE_DESCRIPTIONS[values.role]}
      </p>
      {sent ? <InvitationLink invitation={sent} /> : null}
    </div>
  )
}
