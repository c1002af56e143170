import type * as React from 'react'
import { useState } from 'react'
import { useDestinations } from '#app/components/admin/admin-queries'
import { DestinationOptions } from '#app/components/admin/destinations/destination-options'
import { MarkdownEditor } from '#app/components/admin/markdown/markdown-editor'
import {
  NO_DESTINATION,
  PACKAGE_TEXT_TABS,
  type PackageField,
  type PackageFormValues,
  validatePackageForm,
} from '#app/components/admin/packages/package-form-values'
import { SwitchField } from '#app/components/admin/packages/switch-field'
import {
  UnsavedChangesScopeProvider,
  useUnsavedChangesGroup,
  useUnsavedValues,
} from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { Input } from '#app/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs'
import type { PackageInput } from '#app/schemas/package'

/** A tab that is not part of the package form, such as Features, which saves its own rows. */
export type PackageExtraTab = { value: string; label: string; content: React.ReactNode }

type TextField = Exclude<PackageField, 'isFeatured'>

type PackageFormProps = {
  /** The form's id, so the dialog's footer buttons can submit it from outside. */
  id: string
  initial: PackageFormValues
  /** Sent back unchanged on update (see validatePackageForm). */
  heroImageUrl?: string | null
  onSubmit: (input: PackageInput) => void
  extraTabs?: PackageExtraTab[]
}

const TEXT_TAB_HINTS: Partial<Record<TextField, string>> = {
  whatsIncluded: 'One item per line; a leading - or * is removed.',
  accommodationDetails: 'The first sentence is the hotel summary; list items become its highlights.',
}

/** The one form for creating and editing a package: the common fields, then the long texts in tabs. */
export function PackageForm({
  id,
  initial,
  heroImageUrl = null,
  onSubmit,
  extraTabs = [],
}: PackageFormProps) {
  const [values, setValues] = useState(initial)
  const [tab, setTab] = useState<string>(PACKAGE_TEXT_TABS[0].field)
  const { formRef, errors, showErrors, clearError } = useFormErrors<PackageField>()
  const destinations = useDestinations()
  useUnsavedValues(values)
  // A tab that saves its own rows (Features) drops its form when another tab opens: leaving one typed in asks.
  const extras = useUnsavedChangesGroup()

  function set<Field extends PackageField>(field: Field, value: PackageFormValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }))
    clearError(field)
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validatePackageForm(values, heroImageUrl)
    if (result.success) {
      onSubmit(result.data)
      return
    }
    // A message on a hidden tab would go unseen, so that tab is opened before the errors show.
    const tabWithError = PACKAGE_TEXT_TABS.find(({ field }) => result.errors[field])
    if (tabWithError) setTab(tabWithError.field)
    showErrors(result.errors)
  }

  const textInput = (
    field: TextField,
    label: string,
    props: React.ComponentProps<'input'> & { labelNote?: string } = {},
  ) => {
    const { labelNote, ...inputProps } = props
    return (
      <FormField label={label} labelNote={labelNote} error={errors[field]}>
        {(control) => (
          <Input
            {...control}
            {...inputProps}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        )}
      </FormField>
    )
  }

  return (
    // min-w-0: a grid item would otherwise grow to fit the unwrapped tab list and overflow a phone screen.
    <Tabs
      value={tab}
      onValueChange={(next) => extras.askBeforeDiscarding(() => setTab(next))}
      className="min-w-0"
    >
      <form id={id} ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {textInput('title', 'Title', { labelNote: '(required)', 'aria-required': true })}
          </div>
          <div className="sm:col-span-2">{textInput('subtitle', 'Subtitle')}</div>
          <FormField label="Description" error={errors.description} className="sm:col-span-2">
            {(control) => (
              <MarkdownEditor
                name="Description"
                control={control}
                rows={4}
                value={values.description}
                onChange={(value) => set('description', value)}
                preview="blocks"
              />
            )}
          </FormField>
          {textInput('duration', 'Duration', {
            labelNote: '(required)',
            'aria-required': true,
            placeholder: 'e.g. 5 nights',
          })}
          <FormField label="Destination" error={errors.destinationId}>
            {(control) => (
              <Select value={values.destinationId} onValueChange={(value) => set('destinationId', value)}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder={destinations.isPending ? 'Loading destinations...' : 'None'} />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_DESTINATION}>None</SelectItem>
                  <DestinationOptions destinations={destinations.data} />
                </SelectContent>
              </Select>
            )}
          </FormField>
          {textInput('accommodationType', 'Accommodation type', { placeholder: 'e.g. 4-star hotel' })}
          {textInput('boardType', 'Board type', { placeholder: 'e.g. Bed & Breakfast' })}
          {textInput('phoneNumber', 'Contact phone', { type: 'tel', autoComplete: 'off' })}
          {textInput('basePrice', 'Base price (£)', { inputMode: 'decimal', placeholder: 'e.g. 999' })}
          <div className="sm:col-span-2">
            <SwitchField
              label="Featured"
              hint="Featured packages are the ones the home page's featured offers show."
              checked={values.isFeatured}
              onCheckedChange={(checked) => set('isFeatured', checked)}
            />
          </div>
        </div>

        <TabsList aria-label="Package details" className="w-full justify-start">
          {PACKAGE_TEXT_TABS.map(({ field, label }) => (
            <TabsTrigger key={field} value={field}>
              {label}
            </TabsTrigger>
          ))}
          {extraTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>

        {PACKAGE_TEXT_TABS.map(({ field, label }) => (
          <TabsContent key={field} value={field}>
            <FormField label={label} labelNote={TEXT_TAB_HINTS[field]} error={errors[field]}>
              {(control) => (
                <MarkdownEditor
                  name={label}
                  control={control}
                  rows={10}
                  value={values[field]}
                  onChange={(value) => set(field, value)}
                  // What's Included is a list, one item per line; the others are texts of paragraphs.
                  preview={field === 'whatsIncluded' ? 'lines' : 'blocks'}
                />
              )}
            </FormField>
          </TabsContent>
        ))}
      </form>

      {/* Outside the form: these tabs hold forms of their own, and forms cannot nest. */}
      {extraTabs.map(({ value, content }) => (
        <TabsContent key={value} value={value} className="flex flex-col gap-4">
          <p className="text-muted-foreground text-sm">Changes in this tab are saved straight away.</p>
          <UnsavedChangesScopeProvider scope={extras.scope}>{content}</UnsavedChangesScopeProvider>
        </TabsContent>
      ))}
    </Tabs>
  )
}
