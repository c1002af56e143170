import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiPage, apiRequest } from '#app/browser/api-client'
import { toast } from '#app/components/toast'
import type {
  Airport,
  CatalogueImage,
  Destination,
  PackageDetail,
  PackageSummary,
  Review,
  WidgetSection,
} from '#app/lib/catalogue'
import type { AdminSummary } from '#app/lib/dashboard'
import type { EmailSignup } from '#app/lib/leads'
import type { PackageCard } from '#app/lib/package-card'
import type { StaffList } from '#app/lib/staff'

/** SPEC 7: catalogue lists in the admin are kept for 60 seconds; every write refreshes what it touched. */
const ADMIN_STALE_MS = 60_000

export const adminKeys = {
  packages: ['/api/travel-packages'] as const,
  /** Under the packages' key: featuring or publishing a package changes what the home page shows. */
  featuredOrder: ['/api/travel-packages', 'featured-order'] as const,
  package: (id: number) => ['/api/travel-packages', id] as const,
  packageReviews: (id: number) => ['/api/travel-packages', id, 'reviews'] as const,
  packageImages: (id: number) => ['/api/travel-packages', id, 'images'] as const,
  destinations: ['/api/destinations'] as const,
  destinationImages: (id: number) => ['/api/destinations', id, 'images'] as const,
  airports: ['/api/airports'] as const,
  widgetSections: ['/api/widget-sections'] as const,
  leads: ['/api/leads'] as const,
  signups: ['/api/email-signups'] as const,
  summary: ['/api/admin/summary'] as const,
  notificationSettings: ['/api/auth/me/notifications'] as const,
  staff: ['/api/staff'] as const,
  auditLog: ['/api/audit-log'] as const,
}

const listQuery = <T>(queryKey: QueryKey, path: string) => ({
  queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<T>(path, { signal }),
  staleTime: ADMIN_STALE_MS,
})

/**
 * One page of the admin's package list (`query` as `apiQueryOf` makes it). Under the list's key, so every
 * package write refetches the page on screen; the page before stays up while the next one loads.
 */
export const usePackagePage = (query: string) =>
  useQuery({
    queryKey: [...adminKeys.packages, 'page', query],
    queryFn: ({ signal }) => apiPage<PackageSummary>(`/api/travel-packages?${query}`, { signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  })
export const useDestinations = () =>
  useQuery(listQuery<Destination[]>(adminKeys.destinations, '/api/destinations'))
export const useAirports = () => useQuery(listQuery<Airport[]>(adminKeys.airports, '/api/airports'))
export const useFeaturedOrder = () =>
  useQuery(listQuery<PackageCard[]>(adminKeys.featuredOrder, '/api/travel-packages/featured-order'))
export const useWidgetSections = () =>
  useQuery(listQuery<WidgetSection[]>(adminKeys.widgetSections, '/api/widget-sections'))

/** Rows on one page of the enquiry lists, which grow by a row per visitor. */
export const ENQUIRY_PAGE_SIZE = 50

/** A page (from 1) of a staff list; under the list's key, so a write to it refetches the page on screen. */
const pageQuery = <T>(queryKey: QueryKey, path: string, page: number) => ({
  queryKey: [...queryKey, 'page', page],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiPage<T>(`${path}?limit=${ENQUIRY_PAGE_SIZE}&offset=${(page - 1) * ENQUIRY_PAGE_SIZE}`, { signal }),
  staleTime: ADMIN_STALE_MS,
  placeholderData: keepPreviousData,
})

export const useSignups = (page: number) =>
  useQuery(pageQuery<EmailSignup>(adminKeys.signups, '/api/email-signups', page))
export const useNotificationSettings = () =>
  useQuery(listQuery<{ callBacks: boolean }>(adminKeys.notificationSettings, '/api/auth/me/notifications'))
export const useAdminSummary = () =>
  useQuery(listQuery<AdminSummary>(adminKeys.summary, '/api/admin/summary'))
export const useStaffList = () => useQuery(listQuery<StaffList>(adminKeys.staff, '/api/staff'))

export const usePackageDetail = (id: number | null) =>
  useQuery({
    ...listQuery<PackageDetail>(adminKeys.package(id ?? 0), `/api/travel-packages/${id}`),
    enabled: id !== null,
  })

export const usePackageReviews = (id: number) =>
  useQuery(listQuery<Review[]>(adminKeys.packageReviews(id), `/api/travel-packages/${id}/reviews`))

/** SPEC 7: in the admin a 404 for an entity's images is an empty list. */
export const useEntityImages = (entity: { kind: 'package' | 'destination'; id: number } | null) =>
  useQuery({
    queryKey: entity
      ? entity.kind === 'package'
        ? adminKeys.packageImages(entity.id)
        : adminKeys.destinationImages(entity.id)
      : ['no-entity'],
    queryFn: async ({ signal }) => {
      const path = `/api/${entity?.kind === 'package' ? 'travel-packages' : 'destinations'}/${entity?.id}/images`
      try {
        return await apiRequest<CatalogueImage[]>(path, { signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return []
        throw error
      }
    },
    enabled: entity !== null,
  })

/** Why a save failed when staff chose not to sign in again: the form and what they typed are still there. */
const NOT_SIGNED_IN =
  'Not saved: your session has ended. Save again to sign in; what you typed is still here.'

/** The server's own message when it sent one (such as a validation detail), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { error?: string; details?: { message: string }[] } | null
    return body?.details?.[0]?.message ?? body?.error ?? fallback
  }
  return fallback
}

/** A 409's sentence (its details list what it is about, not why), or null for any other failure. */
export function conflictMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  return (error.body as { error?: string } | null)?.error ?? null
}

type AdminMutation<Input, Output> = {
  run: (input: Input) => Promise<Output>
  /** Lists to refetch after success, so every panel shows the write at once. */
  refresh: QueryKey[]
  success?: string
  /** The success toast's description, from the answer: what else the write did (a schedule it called off). */
  successDetail?: (output: Output) => string | undefined
  failure: string
  /**
   * SPEC 8 shows the server's own reason for reviews; other panels show their fixed sentence, or with
   * 'conflict' the server's reason for a 409, which says what to change (a name another destination has).
   */
  serverDetail?: boolean | 'conflict'
}

/** A write with SPEC 8's toasts: the success title, or 'Error' with the server's or the fallback message. */
export function useAdminMutation<Input, Output = unknown>({
  run,
  refresh,
  success,
  successDetail,
  failure,
  serverDetail = false,
}: AdminMutation<Input, Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (output) => {
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      if (success) toast.success(success, { description: successDetail?.(output) })
    },
    onError: (error) => {
      const description =
        error instanceof ApiError && error.status === 401
          ? NOT_SIGNED_IN
          : serverDetail === true
            ? errorMessage(error, failure)
            : serverDetail === 'conflict'
              ? (conflictMessage(error) ?? failure)
              : failure
      toast.error('Error', { description })
    },
  })
}
