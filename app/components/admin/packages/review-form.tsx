import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { useUnsavedValues } from '#app/components/admin/unsaved-changes/unsaved-changes'
import { FormField } from '#app/components/forms/form-field'
import { useFormErrors } from '#app/components/forms/use-form-errors'
import { validateForm } from '#app/components/forms/validate-form'
import { Input } from '#app/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'
import { Textarea } from '#app/components/ui/textarea'
import type { Review } from '#app/lib/catalogue'
import { type ReviewInput, ReviewInputSchema } from '#app/schemas/review'
import { AddOrEditForm } from './add-or-edit-form'

type ReviewField = 'author' | 'rating' | 'comment'

type ReviewFormProps = {
  packageId: number
  /** The review being edited; null adds a new one. */
  review: Review | null
  /** Back to add mode: after an update, or on cancel (SPEC 4). */
  onDone: () => void
}

/** SPEC 5: ratings run from 1 to 5 and a new review starts at 5. */
const RATINGS = ['5', '4', '3', '2', '1'] as const
const DEFAULT_RATING = '5'

/** Adds a review, or edits the chosen one; the parent remounts it per mode, so each starts fresh. */
export function ReviewForm({ packageId, review, onDone }: ReviewFormProps) {
  const editing = review !== null
  const [author, setAuthor] = useState(review?.author ?? '')
  const [rating, setRating] = useState(review ? String(review.rating) : DEFAULT_RATING)
  const [comment, setComment] = useState(review?.comment ?? '')
  const { formRef, errors, showErrors, clearError } = useFormErrors<ReviewField>()
  const authorRef = useRef<HTMLInputElement>(null)
  const askBeforeDiscarding = useUnsavedValues({ author, rating, comment })
  const save = useAdminMutation<ReviewInput, Review>({
    run: (body) =>
      editing
        ? apiRequest(`/api/reviews/${review.id}`, { method: 'PUT', body })
        : apiRequest('/api/reviews', { method: 'POST', body }),
    // The reviews list sits under the package's key, so this refreshes it with the package.
    refresh: [adminKeys.package(packageId)],
    success: editing ? 'Review updated successfully' : 'Review created successfully',
    failure: editing ? 'Failed to update review' : 'Failed to create review',
    serverDetail: true,
  })

  // Choosing Edit on a review moves the keyboard to the form it filled in.
  useEffect(() => {
    if (editing) authorRef.current?.focus()
  }, [editing])

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = validateForm<typeof ReviewInputSchema, ReviewField>(ReviewInputSchema, {
      packageId,
      author,
      rating,
      comment,
    })
    if (!result.success) return showErrors(result.errors)
    // The date is left out, so an edit keeps the review's original date.
    const { date: _date, ...body } = result.data
    save.mutate(body, {
      onSuccess: () => {
        if (editing) return onDone()
        setAuthor('')
        setRating(DEFAULT_RATING)
        setComment('')
      },
    })
  }

  return (
    <AddOrEditForm
      noun="Review"
      editing={editing}
      busy={save.isPending}
      formRef={formRef}
      onSubmit={handleSubmit}
      onCancel={() => askBeforeDiscarding(onDone)}
    >
      <FormField label="Author" error={errors.author}>
        {(control) => (
          <Input
            {...control}
            ref={authorRef}
            value={author}
            autoComplete="off"
            onChange={(event) => {
              setAuthor(event.target.value)
              clearError('author')
            }}
          />
        )}
      </FormField>
      <FormField label="Rating" error={errors.rating}>
        {(control) => (
          <Select value={rating} onValueChange={setRating}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {RATINGS.map((stars) => (
                <SelectItem key={stars} value={stars}>
                  {stars} {stars === '1' ? 'star' : 'stars'}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Comment" error={errors.comment}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value)
              clearError('comment')
            }}
          />
        )}
      </FormField>
    </AddOrEditForm>
  )
}
