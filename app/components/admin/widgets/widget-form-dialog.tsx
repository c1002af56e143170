import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { AdminDialog, AdminDialogFooter } from '#app/components/admin/admin-dialog'
import { SwitchField } from '#app/components/admin/packages/switch-field'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormField } from '#app/components/forms/form-field'
import { SubmitButton } from '#app/components/forms/submit-button'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { validateForm } from '#app/components/forms/validate-form'
import { Input } from '#app/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'
import { Textarea } from '#app/components/ui/textarea'
import type { WidgetSection } from '#app/lib/catalogue'
import {
  DEFAULT_WIDGET_POSITION,
  needsConfig,
  RAW_HTML_TYPE,
  WIDGET_TYPES,
  type WidgetSectionInput,
  WidgetSectionInputSchema,
  type WidgetType,
} from '#app/schemas/widget-section'
import { useCan } from '../use-staff-role'
import { HtmlSectionWarnings } from './html-section-warnings'
import { useWidgetMutation, WidgetAlert } from './widget-mutation'
import { CONFIG_FIELDS, WIDGET_TYPE_NAMES } from './widget-sections'

type Values = { title: string; widgetType: WidgetType; widgetId: string; position: string; isActive: boolean }
type Field = 'title' | 'widgetType' | 'widgetId' | 'position'

const isWidgetType = (type: string): type is WidgetType => (WIDGET_TYPES as readonly string[]).includes(type)

function initialValues(section: WidgetSection | null): Values {
  return {
    title: section?.title ?? '',
    // A section saved with a type this form no longer knows starts on the first type rather than none.
    widgetType: section && isWidgetType(section.widgetType) ? section.widgetType : WIDGET_TYPES[0],
    widgetId: section?.widgetId ?? '',
    position: section ? String(section.position) : '',
    isActive: section?.isActive ?? true,
  }
}

type WidgetFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The section being edited; null adds a new one. */
  section: WidgetSection | null
}

/** SPEC 2's widget section form, for adding and editing. */
export function WidgetFormDialog({ open, onOpenChange, section }: WidgetFormDialogProps) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={section ? 'Edit Widget Section' : 'Add Widget Section'}
      description="Active sections appear on the home page in position order."
    >
      {/* The key starts a fresh form for another section even while the closing animation plays. */}
      <WidgetForm key={section?.id ?? 'new'} section={section} onSaved={() => onOpenChange(false)} />
    </AdminDialog>
  )
}

function WidgetForm({ section, onSaved }: { section: WidgetSection | null; onSaved: () => void }) {
  const [values, setValues] = useState(() => initialValues(section))
  const { formRef, errors, showErrors, clearError } = useFormErrors<Field>()
  const rawHtmlAllowed = useCan('rawHtml')
  useUnsavedValues(values)
  const save = useWidgetMutation((input: WidgetSectionInput) =>
    section
      ? apiRequest(`/api/widget-sections/${section.id}`, { method: 'PUT', body: input })
      : apiRequest('/api/widget-sections', { method: 'POST', body: input }),
  )
  const config = CONFIG_FIELDS[values.widgetType]
  const configRequired = needsConfig(values.widgetType)

  const change = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }))
    if (key !== 'isActive') clearError(key as Field)
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = validateForm<typeof WidgetSectionInputSchema, Field>(WidgetSectionInputSchema, values)
    if (!checked.success) return showErrors(checked.errors)
    save.mutate(checked.data, { onSuccess: onSaved })
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {save.isError ? <WidgetAlert message="Failed to save widget section." error={save.error} /> : null}
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(event) => change('title', event.target.value)}
            required
          />
        )}
      </FormField>
      <FormField label="Widget Type" error={errors.widgetType}>
        {(control) => (
          <Select
            value={values.widgetType}
            onValueChange={(type) => {
              if (isWidgetType(type)) change('widgetType', type)
              // The config of one type means nothing to another, so its error goes too.
              clearError('widgetId')
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {/* Raw HTML is the owner's to add (decision 35). */}
              {WIDGET_TYPES.filter((type) => type !== RAW_HTML_TYPE || rawHtmlAllowed).map((type) => (
                <SelectItem key={type} value={type}>
                  {WIDGET_TYPE_NAMES[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField
        label={config.label}
        labelNote={configRequired ? undefined : '(optional)'}
        error={errors.widgetId}
      >
        {(control) =>
          config.kind === 'html' ? (
            <Textarea
              {...control}
              rows={6}
              className="font-mono"
              placeholder={config.placeholder}
              value={values.widgetId}
              onChange={(event) => change('widgetId', event.target.value)}
            />
          ) : (
            <Input
              {...control}
              type={config.kind === 'count' ? 'number' : 'text'}
              min={config.kind === 'count' ? 1 : undefined}
              inputMode={config.kind === 'count' ? 'numeric' : undefined}
              placeholder={config.placeholder}
              value={values.widgetId}
              onChange={(event) => change('widgetId', event.target.value)}
              required={configRequired}
            />
          )
        }
      </FormField>
      {values.widgetType === RAW_HTML_TYPE ? (
        <HtmlSectionWarnings id="html-section-warnings" html={values.widgetId} />
      ) : null}
      <FormField
        label="Position"
        labelNote={`(1 comes first; empty means ${DEFAULT_WIDGET_POSITION})`}
        error={errors.position}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={String(DEFAULT_WIDGET_POSITION)}
            value={values.position}
            onChange={(event) => change('position', event.target.value)}
          />
        )}
      </FormField>
      <SwitchField
        label="Active"
        hint="Only active sections are shown on the home page."
        checked={values.isActive}
        onCheckedChange={(checked) => change('isActive', checked)}
      />
      <AdminDialogFooter>
        <SubmitButton submitting={save.isPending}>
          {section ? 'Save Changes' : 'Add Widget Section'}
        </SubmitButton>
      </AdminDialogFooter>
    </form>
  )
}
