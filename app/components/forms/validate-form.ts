import type { z } from 'zod'

/** One message per form field, keyed by the field's name in the schema. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

type Validation<Output, Field extends string> =
  | { success: true; data: Output }
  | { success: false; errors: FieldErrors<Field> }

/**
 * Checks a draft with the API's own schema, so the messages under the fields are exactly those the API
 * would send back. Each field keeps the first message found for it.
 */
export function validateForm<Schema extends z.ZodType, Field extends string = string>(
  schema: Schema,
  draft: z.input<Schema>,
): Validation<z.output<Schema>, Field> {
  const result = schema.safeParse(draft)
  if (result.success) return { success: true, data: result.data }
  const errors: FieldErrors<Field> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string') errors[field as Field] ??= issue.message
  }
  return { success: false, errors }
}
