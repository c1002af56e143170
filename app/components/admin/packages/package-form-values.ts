import { type FieldErrors, validateForm } from '#app/components/forms/validate-form'
import type { PackageSummary } from '#app/lib/catalogue'
import { nightsLabel } from '#app/lib/package-text'
import { type PackageInput, PackageInputSchema } from '#app/schemas/package'

/** SPEC 5: the destination select's 'None' option. */
export const NO_DESTINATION = '0'

/** The package form as typed: every field is text except the featured switch. */
export type PackageFormValues = {
  title: string
  subtitle: string
  description: string
  duration: string
  destinationId: string
  accommodationType: string
  boardType: string
  phoneNumber: string
  basePrice: string
  isFeatured: boolean
  itinerary: string
  accommodationDetails: string
  additionalInfo: string
  whatsIncluded: string
}

export type PackageField = keyof PackageFormValues
export type PackageFormErrors = FieldErrors<PackageField>

/** The long texts that live in the form's tabs rather than among the common fields. */
export const PACKAGE_TEXT_TABS = [
  { field: 'itinerary', label: 'Itinerary' },
  { field: 'accommodationDetails', label: 'Accommodation' },
  { field: 'additionalInfo', label: 'Additional Info' },
  { field: 'whatsIncluded', label: "What's Included" },
] as const satisfies ReadonlyArray<{ field: PackageField; label: string }>

/** The form's starting values: blank for a new package, the stored ones when editing. */
export function packageFormValues(pkg?: PackageSummary): PackageFormValues {
  return {
    title: pkg?.title ?? '',
    subtitle: pkg?.subtitle ?? '',
    description: pkg?.description ?? '',
    // SPEC 3: the admin shows the duration as text such as '5 nights'.
    duration: pkg ? nightsLabel(pkg.duration) : '',
    destinationId: pkg?.destinationId ? String(pkg.destinationId) : NO_DESTINATION,
    accommodationType: pkg?.accommodationType ?? '',
    boardType: pkg?.boardType ?? '',
    phoneNumber: pkg?.phoneNumber ?? '',
    basePrice: pkg?.basePrice ?? '',
    isFeatured: pkg?.isFeatured ?? false,
    itinerary: pkg?.itinerary ?? '',
    accommodationDetails: pkg?.accommodationDetails ?? '',
    additionalInfo: pkg?.additionalInfo ?? '',
    whatsIncluded: pkg?.whatsIncluded ?? '',
  }
}

/**
 * Checks the form with the API's schema and gives the body to send. The hero image URL has no field here,
 * but an update replaces every field, so the stored one is sent back to keep it.
 */
export function validatePackageForm(
  values: PackageFormValues,
  heroImageUrl: string | null = null,
): { success: true; data: PackageInput } | { success: false; errors: PackageFormErrors } {
  return validateForm<typeof PackageInputSchema, PackageField>(PackageInputSchema, {
    ...values,
    // A blank price means no price, not the invalid amount 0.
    basePrice: values.basePrice.trim() || null,
    heroImageUrl,
  })
}
