import { describe, expect, it } from 'vitest'
import {
  NO_DESTINATION,
  packageFormValues,
  validatePackageForm,
} from '#app/components/admin/packages/package-form-values'
import type { PackageSummary } from '#app/lib/catalogue'

const blank = packageFormValues()

describe('the package form', () => {
  it('shows the API’s messages for a short title and a missing duration', () => {
    const result = validatePackageForm({ ...blank, title: 'Ve' })
    expect(result).toEqual({
      success: false,
      errors: { title: 'Title must be at least 3 characters', duration: 'Duration is required' },
    })
  })

  it('reads the duration from text, sends no destination for None and no price when blank', () => {
    const result = validatePackageForm({ ...blank, title: 'Lake Garda Escape', duration: '5 nights' })
    expect(result.success && result.data).toMatchObject({
      title: 'Lake Garda Escape',
      duration: 5,
      destinationId: null,
      basePrice: null,
      subtitle: null,
      isFeatured: false,
    })
  })

  it('sends the chosen destination as a number and keeps the stored hero image', () => {
    const values = { ...blank, title: 'Rome', duration: '3', destinationId: '4', basePrice: '£1,299' }
    const result = validatePackageForm(values, '/uploads/rome.webp')
    expect(result.success && result.data).toMatchObject({
      duration: 3,
      destinationId: 4,
      basePrice: '1299.00',
      heroImageUrl: '/uploads/rome.webp',
    })
  })

  it('starts an edit from the stored package, with the duration as admin text', () => {
    const pkg = { title: 'Venice', duration: 1, destinationId: null, isFeatured: true } as PackageSummary
    expect(packageFormValues(pkg)).toMatchObject({
      title: 'Venice',
      duration: '1 night',
      destinationId: NO_DESTINATION,
      isFeatured: true,
      subtitle: '',
    })
  })
})
