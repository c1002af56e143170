import { useQueryClient } from '@tanstack/react-query'
import { ImageUpIcon, XIcon } from 'lucide-react'
import type * as React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { useUnsavedChanges } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { toast } from '#app/components/toast'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { cn } from '#app/lib/utils'
import { ImageUploadFieldsSchema } from '#app/schemas/image'
import { AltTextFields } from './alt-text-fields'
import { altTextError } from './alt-text-rule'
import { type ImageOwner, ownerRefreshKeys, recommendedSize, type UploadType } from './image-owner'
import { imageFormData, uploadFailureReason, uploadImage } from './upload-image'
import { UploadTypeSelect } from './upload-type-select'

const DEFAULT_TYPE: UploadType = 'gallery'

type Field = 'files'
/** A file and the words it goes up with: each file of a batch has its own (decision 55). */
type Chosen = {
  key: string
  file: File
  title: string
  altText: string
  decorative: boolean
  failure?: string
}
type ChosenErrors = { title?: string; altText?: string }
type Words = Pick<Chosen, 'title' | 'altText' | 'decorative'>
type Progress = { current: number; total: number; succeeded: number; fraction: number }

/** The same file picked twice (or dropped after being browsed) is listed once. */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

type UploadImagesDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  owner: ImageOwner
  /** The package title or destination name, so staff can see where the images will go. */
  ownerName: string
}

/** SPEC 2's multi-file upload dialog, for the chosen package or destination. */
export function UploadImagesDialog({ open, onOpenChange, owner, ownerName }: UploadImagesDialogProps) {
  const [uploading, setUploading] = useState(false)
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      // Closing mid-way would hide which files went up; the upload is short, so the dialog waits for it.
      busy={uploading}
      className="sm:max-w-2xl"
      title="Upload Images"
      description={<>Add images to {ownerName}.</>}
    >
      {/* Mounted on each opening (the dialog drops its content when closed), so no stale files remain. */}
      <UploadForm
        key={`${owner.kind}:${owner.id}`}
        owner={owner}
        uploading={uploading}
        onUploadingChange={setUploading}
        onDone={() => onOpenChange(false)}
      />
    </AdminDialog>
  )
}

type UploadFormProps = {
  owner: ImageOwner
  uploading: boolean
  onUploadingChange: (uploading: boolean) => void
  onDone: () => void
}

function UploadForm({ owner, uploading, onUploadingChange, onDone }: UploadFormProps) {
  const queryClient = useQueryClient()
  const inputRef = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<Chosen[]>([])
  const [skipped, setSkipped] = useState(0)
  const [dragging, setDragging] = useState(false)
  const [type, setType] = useState(DEFAULT_TYPE)
  const [fileErrors, setFileErrors] = useState<Record<string, ChosenErrors>>({})
  const [progress, setProgress] = useState<Progress | null>(null)
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>()
  const filesErrorId = useId()
  // Files already tried stay listed with the reason they were refused: closing throws away nothing still to send.
  useUnsavedChanges(files.some((chosen) => !chosen.failure) || type !== DEFAULT_TYPE)
  const sizeHintId = useId()
  const ownerField = owner.kind === 'package' ? 'packageId' : 'destinationId'

  // Leaving the page (or the admin tab) mid-upload stops the file being sent rather than orphaning it.
  const abortRef = useRef<AbortController | null>(null)
  useEffect(() => () => abortRef.current?.abort(), [])

  function addFiles(list: FileList | null) {
    if (!list) return
    const all = [...list]
    // The picker only offers images, but a drop can bring anything.
    const images = all.filter((file) => file.type.startsWith('image/'))
    setSkipped(all.length - images.length)
    setFiles((current) => {
      const known = new Set(current.map((chosen) => chosen.key))
      const added = images.filter((file) => !known.has(fileKey(file)))
      const fresh = { title: '', altText: '', decorative: false }
      return [...current, ...added.map((file) => ({ key: fileKey(file), file, ...fresh }))]
    })
    if (images.length > 0) clearError('files')
  }

  function changeWords(key: string, words: Partial<Words>) {
    setFiles((current) => current.map((chosen) => (chosen.key === key ? { ...chosen, ...words } : chosen)))
    setFileErrors(({ [key]: _cleared, ...rest }) => rest)
  }

  /** Each file's words checked as the server will (the upload's schema), and for alt text unless decorative. */
  function checkWords(): Record<string, ChosenErrors> {
    const found: Record<string, ChosenErrors> = {}
    for (const chosen of files) {
      const { title, altText } = chosen
      const parsed = ImageUploadFieldsSchema.safeParse({ title, altText, type, [ownerField]: owner.id })
      const problems: ChosenErrors = {}
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0]
        if (field === 'title' || field === 'altText') problems[field] ??= issue.message
      }
      problems.altText ??= altTextError(altText, chosen.decorative)
      if (problems.title || problems.altText) found[chosen.key] = problems
    }
    return found
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (uploading) return
    if (files.length === 0) {
      toast.error('Error', { description: 'Please select at least one image to upload.' })
      showErrors({ files: 'Please select at least one image' })
      return
    }
    const wordErrors = checkWords()
    setFileErrors(wordErrors)
    if (Object.keys(wordErrors).length > 0) {
      // After the errors render: focus goes to the first field that needs attention.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }

    const controller = new AbortController()
    abortRef.current = controller
    onUploadingChange(true)
    const total = files.length
    const failed: Chosen[] = []
    let succeeded = 0
    // One file at a time: the bar then tracks a single request, and one bad file cannot stop the rest.
    for (const [index, chosen] of files.entries()) {
      setProgress({ current: index + 1, total, succeeded, fraction: 0 })
      try {
        const { title, altText, decorative } = chosen
        await uploadImage(imageFormData(chosen.file, { title, altText, decorative, type }, owner), {
          signal: controller.signal,
          onProgress: (fraction) => setProgress((shown) => shown && { ...shown, fraction }),
        })
        succeeded += 1
        setProgress((shown) => shown && { ...shown, succeeded })
      } catch (error) {
        if (controller.signal.aborted) return
        const failure = `Failed to upload image: ${uploadFailureReason(error)}`
        failed.push({ ...chosen, failure })
        toast.error('Upload failed', { description: failure })
      }
    }
    abortRef.current = null
    onUploadingChange(false)

    if (succeeded > 0) {
      await Promise.all(
        ownerRefreshKeys(owner).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    }
    if (failed.length === 0) {
      toast.success(total === 1 ? 'Image uploaded' : 'Images uploaded')
      onDone()
      return
    }
    // The files that failed stay listed with their reasons, ready to try again.
    setFiles(failed)
    setProgress(null)
    if (succeeded > 0) {
      toast.success('Images uploaded', {
        description: `Successfully uploaded ${succeeded} of ${total} images.`,
      })
    } else if (total > 1) {
      toast.error('Upload failed', { description: 'None of the images could be uploaded. Please try again.' })
    }
    // A single failed file keeps its own toast, which names the reason.
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {/* The whole group takes drops, so a file let go over the messages below still counts. */}
      <fieldset
        className="flex flex-col gap-2"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={(event) => {
          // Moving over a child fires dragleave on the group too; only leaving the group itself counts.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          if (!uploading) addFiles(event.dataTransfer.files)
        }}
      >
        <legend className="mb-2 font-medium text-sm">Images</legend>
        <div
          className={cn(
            'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
            dragging && 'bg-lagoon-50',
            errors.files ? 'border-destructive' : dragging ? 'border-primary' : 'border-input',
          )}
        >
          <ImageUpIcon aria-hidden className="size-8 text-primary" />
          <p className="font-medium">Drag and drop images here</p>
          <p className="text-muted-foreground text-sm">or</p>
          {/* The drop zone needs a mouse; the button is the way in for the keyboard and screen readers. */}
          <Button
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={uploading}
            // Marked invalid so a failed check moves focus here, where the error is read out.
            aria-invalid={Boolean(errors.files)}
            aria-describedby={errors.files ? filesErrorId : undefined}
          >
            Browse files
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            multiple
            aria-label="Choose images"
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              addFiles(event.target.files)
              // Cleared so choosing the same file again after removing it still fires a change.
              event.target.value = ''
            }}
          />
        </div>
        {errors.files ? (
          <p id={filesErrorId} className="text-destructive text-sm">
            {errors.files}
          </p>
        ) : null}
        {skipped > 0 ? (
          <p className="text-muted-foreground text-sm">
            {skipped === 1 ? '1 file was' : `${skipped} files were`} not an image and left out.
          </p>
        ) : null}
      </fieldset>

      {files.length > 0 ? (
        <ul aria-label="Chosen images" className="flex flex-col divide-y rounded-md border">
          {files.map((chosen) => (
            <li key={chosen.key} className="flex flex-col gap-3 px-3 py-3 text-sm">
              <div className="flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{chosen.file.name}</p>
                  <p className={chosen.failure ? 'text-destructive' : 'text-muted-foreground'}>
                    {chosen.failure ?? formatSize(chosen.file.size)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={uploading}
                  aria-label={`Remove ${chosen.file.name}`}
                  onClick={() => setFiles((current) => current.filter((other) => other.key !== chosen.key))}
                >
                  <XIcon aria-hidden className="size-4" />
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField
                  label={`Title for ${chosen.file.name}`}
                  labelNote="(optional)"
                  error={fileErrors[chosen.key]?.title}
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={chosen.title}
                      disabled={uploading}
                      onChange={(event) => changeWords(chosen.key, { title: event.target.value })}
                    />
                  )}
                </FormField>
                <AltTextFields
                  label={chosen.file.name}
                  altText={chosen.altText}
                  decorative={chosen.decorative}
                  error={fileErrors[chosen.key]?.altText}
                  onAltTextChange={(altText) => changeWords(chosen.key, { altText })}
                  onDecorativeChange={(decorative) => changeWords(chosen.key, { decorative })}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-col gap-2 sm:max-w-xs">
        <FormField label="Type">
          {(control) => (
            <UploadTypeSelect value={type} onChange={setType} control={control} describedBy={sizeHintId} />
          )}
        </FormField>
        <p id={sizeHintId} className="text-muted-foreground text-sm">
          Recommended size: {recommendedSize(type)}. New images go after the others; reorder them in the list.
        </p>
      </div>

      {progress ? <UploadProgress progress={progress} /> : null}

      <AdminDialogFooter cancelDisabled={uploading}>
        <Button type="submit" disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload Images'}
        </Button>
      </AdminDialogFooter>
    </form>
  )
}

/** SPEC 2's bar: how far through the batch, which file is going, and how many have gone up. */
function UploadProgress({ progress }: { progress: Progress }) {
  const { current, total, succeeded, fraction } = progress
  const percent = Math.round(((current - 1 + fraction) / total) * 100)
  const status = `Uploading ${current} of ${total}`
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between gap-4 text-sm">
        <span aria-live="polite">{status}</span>
        <span className="text-muted-foreground">{succeeded} uploaded</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${status}, ${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-lagoon-100"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
