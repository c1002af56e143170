import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { validateForm } from '#app/components/forms/validate-form'
import { Input } from '#app/components/ui/input'
import type { PackageDetail, PackageSummary } from '#app/lib/catalogue'
import { ClonePackageInputSchema } from '#app/schemas/package'

type CloneDialogProps = {
  pkg: PackageSummary | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the copy is saved, so the list can show it. */
  onCreated: () => void
}

/** Asks for the copy's title; the server copies the images, pricing options and the rest (SPEC 7). */
export function CloneDialog({ pkg, open, onOpenChange, onCreated }: CloneDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clone Travel Package"
      description={
        <>
          Makes a copy of “{pkg?.title}” with its images, features, reviews and pricing options. The copy is a
          draft, which visitors cannot see until you publish it, and is not featured until you choose so.
        </>
      }
    >
      {/* Keyed by package, so the title starts again from 'Copy of …' for each package. */}
      {pkg ? (
        <CloneForm
          key={pkg.id}
          pkg={pkg}
          onDone={() => {
            onOpenChange(false)
            onCreated()
          }}
        />
      ) : null}
    </AdminDialog>
  )
}

function CloneForm({ pkg, onDone }: { pkg: PackageSummary; onDone: () => void }) {
  const [title, setTitle] = useState(`Copy of ${pkg.title}`)
  const { formRef, errors, showErrors, clearError } = useFormErrors<'title'>()
  useUnsavedValues(title)
  const clone = useAdminMutation<{ title: string }, PackageDetail>({
    run: (body) => apiRequest(`/api/travel-packages/${pkg.id}/clone`, { method: 'POST', body }),
    refresh: [adminKeys.packages],
    success: 'Package cloned',
    failure: 'Failed to clone travel package. Please try again.',
  })

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateForm<typeof ClonePackageInputSchema, 'title'>(ClonePackageInputSchema, { title })
    if (!result.success) return showErrors(result.errors)
    clone.mutate(result.data, { onSuccess: onDone })
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <FormField label="New package title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value)
              clearError('title')
            }}
          />
        )}
      </FormField>
      <AdminDialogFooter>
        <BusyButton type="submit" busy={clone.isPending}>
          Clone Package
        </BusyButton>
      </AdminDialogFooter>
    </form>
  )
}
