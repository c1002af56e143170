import { sameValues } from './same-values'

/**
 * A package's versions (decision 58): what staff can edit of a package, kept whole at every save so any
 * earlier state can be looked at and brought back. Pure rules, shared by the service and the admin.
 */

/** The package's own fields a version keeps, in the order the admin shows them. Status is not one: see below. */
/**
 * How many versions a package keeps: its newest, as a CMS keeps a document's revisions. Housekeeping deletes
 * older ones once a day, so a package saved every day for years does not grow its history without end.
 */
export const VERSIONS_KEPT = 100

export const VERSIONED_FIELDS = [
  'title',
  'slug',
  'subtitle',
  'description',
  'itinerary',
  'accommodationDetails',
  'additionalInfo',
  'whatsIncluded',
  'duration',
  'accommodationType',
  'boardType',
  'isFeatured',
  'phoneNumber',
  'destinationId',
  'basePrice',
  'heroImageUrl',
] as const

export type VersionedField = (typeof VERSIONED_FIELDS)[number]

export type VersionedFeature = { label: string; icon: string }

/** Everything one version holds: the package's editable fields and its features, in their order. */
export type PackageSnapshot = {
  fields: Record<VersionedField, string | number | boolean | null>
  features: VersionedFeature[]
}

/**
 * A published package's edit saved as pending: the fields it will have once staff publish the changes, who
 * saved them and when. Features are saved one by one as they are edited, so they are not part of it.
 */
export type PendingChanges = {
  fields: PackageSnapshot['fields']
  authorId: number | null
  savedAt: string
}

/** What a version's summary calls a change to the features, beside the fields' own names. */
export const FEATURES_PART = 'features'

export type SnapshotPart = VersionedField | typeof FEATURES_PART

/** The names of what differs between two snapshots, fields first in their order, then the features. */
export function changedParts(before: PackageSnapshot | null, after: PackageSnapshot): SnapshotPart[] {
  if (!before) return []
  const fields: SnapshotPart[] = VERSIONED_FIELDS.filter(
    (field) => !sameValues(before.fields[field] ?? null, after.fields[field] ?? null),
  )
  return sameValues(before.features, after.features) ? fields : [...fields, FEATURES_PART]
}

/** How the admin names each part, as its edit form labels it. */
export const PART_LABELS: Record<SnapshotPart, string> = {
  title: 'Title',
  slug: 'Slug',
  subtitle: 'Subtitle',
  description: 'Description',
  itinerary: 'Itinerary',
  accommodationDetails: 'Accommodation details',
  additionalInfo: 'Additional information',
  whatsIncluded: "What's included",
  duration: 'Duration (nights)',
  accommodationType: 'Accommodation type',
  boardType: 'Board type',
  isFeatured: 'Featured',
  phoneNumber: 'Phone number',
  destinationId: 'Destination',
  basePrice: 'Base price',
  heroImageUrl: 'Hero image',
  features: 'Features',
}

/** One part of a snapshot as text for a side-by-side view: empty is '', features one per line. */
export function partText(snapshot: PackageSnapshot | null, part: SnapshotPart): string {
  if (!snapshot) return ''
  if (part === FEATURES_PART)
    return snapshot.features.map((feature) => `${feature.label} (${feature.icon})`).join('\n')
  const value = snapshot.fields[part]
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return String(value)
}

/** A version as `GET /api/travel-packages/{id}/versions` lists it: who, when and what changed. */
export type PackageVersionSummary = {
  version: number
  createdAt: string
  /** The member of staff who saved it; null for the state a package had before versions were kept. */
  author: { id: number; email: string } | null
  /** The parts that differ from the version before; empty for the first. */
  changed: SnapshotPart[]
  /** The version this one brought back, when it is a restore. */
  restoredFrom: number | null
}

/** One version with what it holds and what the version before it held, for a side-by-side view. */
export type PackageVersionDetail = PackageVersionSummary & {
  snapshot: PackageSnapshot
  previous: PackageSnapshot | null
}

/** 'Subtitle, Features': the parts a version changed, as staff read them. */
export const partNames = (parts: SnapshotPart[]) => parts.map((part) => PART_LABELS[part]).join(', ')

/** The line the admin's version list gives a version: what it did, in words. */
export function versionHeadline(version: PackageVersionSummary): string {
  const parts = partNames(version.changed)
  if (version.restoredFrom !== null) {
    return `Restored version ${version.restoredFrom}${parts ? `: ${parts}` : ''}`
  }
  if (version.changed.length > 0) return `Changed ${parts}`
  return version.author ? 'First saved' : 'As it was before versions were kept'
}
