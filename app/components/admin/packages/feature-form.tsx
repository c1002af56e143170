import type * as React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import {
  type FeatureIconName,
  IconPicker,
  isFeatureIconName,
} from '#app/components/admin/packages/icon-picker'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { validateForm } from '#app/components/forms/validate-form'
import { Input } from '#app/components/ui/input'
import type { PackageFeature } from '#app/lib/catalogue'
import { type FeatureInput, FeatureInputSchema } from '#app/schemas/feature'
import { AddOrEditForm } from './add-or-edit-form'

type FeatureFormProps = {
  packageId: number
  /** The feature being edited; null adds a new one. */
  feature: PackageFeature | null
  /** Back to add mode: after an update, or on cancel. */
  onDone: () => void
}

const DEFAULT_ICON: FeatureIconName = 'plane'

/** Adds a feature, or edits the chosen one; the parent remounts it per mode, so each starts fresh. */
export function FeatureForm({ packageId, feature, onDone }: FeatureFormProps) {
  const editing = feature !== null
  const [label, setLabel] = useState(feature?.label ?? '')
  const [icon, setIcon] = useState<FeatureIconName>(
    isFeatureIconName(feature?.icon) ? feature.icon : DEFAULT_ICON,
  )
  const { formRef, errors, showErrors, clearError } = useFormErrors<'label' | 'icon'>()
  const labelRef = useRef<HTMLInputElement>(null)
  const pickerName = useId()
  const askBeforeDiscarding = useUnsavedValues({ label, icon })
  const save = useAdminMutation<FeatureInput, PackageFeature>({
    run: (body) =>
      editing
        ? apiRequest(`/api/package-features/${feature.id}`, { method: 'PUT', body })
        : apiRequest('/api/package-features', { method: 'POST', body }),
    // The features list sits under the package's key, so this refreshes it with the package.
    refresh: [adminKeys.package(packageId)],
    success: editing ? 'Feature updated' : 'Feature added',
    failure: 'Failed to save feature. Please try again.',
  })

  // Choosing Edit on a row moves the keyboard to the form it filled in.
  useEffect(() => {
    if (editing) labelRef.current?.focus()
  }, [editing])

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateForm<typeof FeatureInputSchema, 'label' | 'icon'>(FeatureInputSchema, {
      packageId,
      label,
      icon,
    })
    if (!result.success) return showErrors(result.errors)
    save.mutate(result.data, {
      onSuccess: () => {
        if (editing) return onDone()
        setLabel('')
        setIcon(DEFAULT_ICON)
      },
    })
  }

  return (
    <AddOrEditForm
      noun="Feature"
      editing={editing}
      busy={save.isPending}
      formRef={formRef}
      onSubmit={handleSubmit}
      onCancel={() => askBeforeDiscarding(onDone)}
    >
      <FormField label="Feature label" error={errors.label}>
        {(control) => (
          <Input
            {...control}
            ref={labelRef}
            value={label}
            placeholder="e.g. Return flights included"
            onChange={(event) => {
              setLabel(event.target.value)
              clearError('label')
            }}
          />
        )}
      </FormField>
      <IconPicker name={pickerName} value={icon} onChange={setIcon} />
    </AddOrEditForm>
  )
}
