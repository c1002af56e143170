import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { useAdminMutation } from '#app/components/admin/admin-queries'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { Input } from '#app/components/ui/input'
import type { CatalogueImage } from '#app/lib/catalogue'
import type { ImageChanges } from '#app/schemas/image'
import { AltTextFields } from './alt-text-fields'
import { altTextError } from './alt-text-rule'
import { FocalPointPicker } from './focal-point-picker'
import { type ImageOwner, ownerRefreshKeys, recommendedSize, type UploadType } from './image-owner'
import { UploadTypeSelect } from './upload-type-select'

type Field = 'title' | 'altText'

type EditImageDialogProps = {
  /** The image being edited; null while the dialog is closed. */
  image: CatalogueImage | null
  owner: ImageOwner
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The media library's in-place edit (decision 55): words, type and focal point of one image. */
export function EditImageDialog({ image, owner, open, onOpenChange }: EditImageDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title="Edit Image"
      description="Change the image's title, alt text, type and focal point."
    >
      {image ? (
        <EditImageForm key={image.id} image={image} owner={owner} onSaved={() => onOpenChange(false)} />
      ) : null}
    </AdminDialog>
  )
}

function EditImageForm({
  image,
  owner,
  onSaved,
}: {
  image: CatalogueImage
  owner: ImageOwner
  onSaved: () => void
}) {
  const [values, setValues] = useState(() => ({
    title: image.title ?? '',
    altText: image.altText ?? '',
    decorative: image.decorative,
    type: (image.type ?? 'none') as UploadType,
    focal: { x: image.focalX, y: image.focalY },
  }))
  useUnsavedValues(values)
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>()
  const save = useAdminMutation({
    run: (changes: ImageChanges) => apiRequest(`/api/images/${image.id}`, { method: 'PATCH', body: changes }),
    refresh: ownerRefreshKeys(owner),
    success: 'Image saved',
    failure: 'Failed to save image. Please try again.',
    serverDetail: true,
  })

  const change = <Key extends keyof typeof values>(key: Key, value: (typeof values)[Key]) => {
    setValues((current) => ({ ...current, [key]: value }))
    if (key === 'title' || key === 'altText') clearError(key)
    if (key === 'decorative') clearError('altText')
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const altError = altTextError(values.altText, values.decorative)
    if (altError) return showErrors({ altText: altError })
    save.mutate(
      {
        title: values.title,
        altText: values.altText,
        decorative: values.decorative,
        type: values.type,
        focalX: values.focal.x,
        focalY: values.focal.y,
      },
      { onSuccess: onSaved },
    )
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <FocalPointPicker src={image.url} value={values.focal} onChange={(focal) => change('focal', focal)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title" labelNote="(optional)" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              value={values.title}
              onChange={(event) => change('title', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Type">
          {(control) => (
            <>
              <UploadTypeSelect
                value={values.type}
                onChange={(type) => change('type', type)}
                control={control}
                describedBy={`${control.id}-size`}
              />
              <p id={`${control.id}-size`} className="text-muted-foreground text-xs">
                Recommended size: {recommendedSize(values.type)}
              </p>
            </>
          )}
        </FormField>
      </div>
      <AltTextFields
        altText={values.altText}
        decorative={values.decorative}
        error={errors.altText}
        onAltTextChange={(altText) => change('altText', altText)}
        onDecorativeChange={(decorative) => change('decorative', decorative)}
      />
      <AdminDialogFooter>
        <SubmitButton submitting={save.isPending}>Save Changes</SubmitButton>
      </AdminDialogFooter>
    </form>
  )
}
