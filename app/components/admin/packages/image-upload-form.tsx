import { useMutation, useQueryClient } from '@tanstack/react-query'
import type * as React from 'react'
import { useRef, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AltTextFields } from '#app/components/admin/images/alt-text-fields'
import { altTextError } from '#app/components/admin/images/alt-text-rule'
import {
  type ImageOwner,
  ownerRefreshKeys,
  recommendedSize,
  type UploadType,
} from '#app/components/admin/images/image-owner'
import { imageFormData, uploadFailureReason } from '#app/components/admin/images/upload-image'
import { UploadTypeSelect } from '#app/components/admin/images/upload-type-select'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { BusyButton } from '#app/components/forms/busy-button'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { validateForm } from '#app/components/forms/validate-form'
import { toast } from '#app/components/toast'
import { Input } from '#app/components/ui/input'
import type { CatalogueImage } from '#app/lib/catalogue'
import { ImageUploadFieldsSchema } from '#app/schemas/image'

/** SPEC 5: a single-package upload defaults to gallery and goes to the end of the list. */
const DEFAULT_TYPE: UploadType = 'gallery'
const SINGLE_UPLOAD_SEQUENCE = 99

type UploadField = 'image' | 'title' | 'altText' | 'type'

/** SPEC 5's single-package upload: one file, an optional title, alt text unless decorative, and a type. */
export function ImageUploadForm({ packageId }: { packageId: number }) {
  const owner: ImageOwner = { kind: 'package', id: packageId }
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [altText, setAltText] = useState('')
  const [decorative, setDecorative] = useState(false)
  const [type, setType] = useState<UploadType>(DEFAULT_TYPE)
  const fileRef = useRef<HTMLInputElement>(null)
  useUnsavedValues({ file, title, altText, decorative, type })
  const { formRef, errors, showErrors, clearError } = useFormErrors<UploadField>()
  const queryClient = useQueryClient()
  // Not useAdminMutation: SPEC 8 titles this failure 'Upload failed' and puts the reason inside the text.
  const upload = useMutation({
    mutationFn: (body: FormData) => apiRequest<CatalogueImage>('/api/images', { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all(
        ownerRefreshKeys(owner).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
      toast.success('Image uploaded')
    },
    onError: (error) =>
      toast.error('Upload failed', { description: `Failed to upload image: ${uploadFailureReason(error)}` }),
  })

  function reset() {
    setFile(null)
    setTitle('')
    setAltText('')
    setDecorative(false)
    setType(DEFAULT_TYPE)
    // A file input cannot be controlled, so its chosen file is cleared on the element itself.
    if (fileRef.current) fileRef.current.value = ''
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const details = { title, altText, decorative, type, sequence: SINGLE_UPLOAD_SEQUENCE }
    const result = validateForm<typeof ImageUploadFieldsSchema, UploadField>(ImageUploadFieldsSchema, {
      ...details,
      packageId,
    })
    const fileError = file ? undefined : 'Please select an image'
    const altError = altTextError(altText, decorative)
    if (!result.success || !file || altError) {
      return showErrors({ altText: altError, ...(result.success ? {} : result.errors), image: fileError })
    }
    upload.mutate(imageFormData(file, details, owner), { onSuccess: reset })
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label="Upload image"
      className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-4"
    >
      <h4 className="font-semibold">Upload Image</h4>
      <FormField label="Image file" labelNote="(required)" error={errors.image}>
        {(control) => (
          <Input
            {...control}
            ref={fileRef}
            type="file"
            accept="image/*"
            aria-required
            className="h-auto py-2 sm:h-auto"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              clearError('image')
            }}
          />
        )}
      </FormField>
      <FormField label="Title" labelNote="(optional)" error={errors.title}>
        {(control) => <Input {...control} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
      <AltTextFields
        altText={altText}
        decorative={decorative}
        error={errors.altText}
        onAltTextChange={(value) => {
          setAltText(value)
          clearError('altText')
        }}
        onDecorativeChange={(value) => {
          setDecorative(value)
          clearError('altText')
        }}
      />
      <FormField label="Image type" error={errors.type}>
        {(control) => (
          <>
            <UploadTypeSelect
              value={type}
              onChange={setType}
              control={control}
              describedBy={`${control.id}-size`}
            />
            <p id={`${control.id}-size`} className="text-muted-foreground text-xs">
              Recommended size: {recommendedSize(type)} pixels
            </p>
          </>
        )}
      </FormField>
      <p className="text-muted-foreground text-xs">
        Uploaded images go to the end of the package's images (display order {SINGLE_UPLOAD_SEQUENCE}).
      </p>
      <BusyButton type="submit" className="self-end" busy={upload.isPending}>
        Upload Image
      </BusyButton>
    </form>
  )
}
