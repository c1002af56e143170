import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiPage, apiRequest } from '#app/browser/api-client'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import type { AdminLead, LeadAssignee, LeadDetail, LeadNote, LeadStatus } from '#app/lib/leads'

/** The Leads tab's reads and writes. Every key sits under the leads' own, so any write refreshes them all. */

const STALE_MS = 60_000

/** The outbox forwards in the background; a second look this long after a retry shows how it went. */
const RECHECK_AFTER_MS = 3000

const leadKey = (id: number) => [...adminKeys.leads, id] as const
const assigneesKey = [...adminKeys.leads, 'assignees'] as const
/** A lead's work shows in the list, the open panel and the dashboard's figures. */
const REFRESH_AFTER_WORK = [adminKeys.leads, adminKeys.summary]

/** One page of the list (`query` as `apiQueryOf` makes it); the page before stays up while it loads. */
export const useLeadPage = (query: string) =>
  useQuery({
    queryKey: [...adminKeys.leads, 'page', query],
    queryFn: ({ signal }) => apiPage<AdminLead>(`/api/leads?${query}`, { signal }),
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
  })

export const useLead = (id: number | null) =>
  useQuery({
    queryKey: leadKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<LeadDetail>(`/api/leads/${id}`, { signal }),
    enabled: id !== null,
    staleTime: STALE_MS,
  })

/** The staff a lead may be given to, for the assignee filter and picker. */
export const useLeadAssignees = () =>
  useQuery({
    queryKey: assigneesKey,
    queryFn: ({ signal }) => apiRequest<LeadAssignee[]>('/api/leads/assignees', { signal }),
    staleTime: STALE_MS,
  })

export type LeadChange = { status?: LeadStatus; assigneeId?: number | null; followUpOn?: string | null }

export const useChangeLead = (id: number) =>
  useAdminMutation<LeadChange, LeadDetail>({
    run: (change) => apiRequest(`/api/leads/${id}`, { method: 'PATCH', body: change }),
    refresh: REFRESH_AFTER_WORK,
    success: 'Lead updated',
    failure: 'Failed to update the lead. Please try again.',
    serverDetail: true,
  })

export const useAddLeadNote = (id: number) =>
  useAdminMutation<string, LeadNote>({
    run: (text) => apiRequest(`/api/leads/${id}/notes`, { method: 'POST', body: { text } }),
    refresh: [leadKey(id)],
    success: 'Note added',
    failure: 'Failed to add the note. Please try again.',
    serverDetail: true,
  })

export const useDeleteLead = () =>
  useAdminMutation<number>({
    run: (id) => apiRequest(`/api/leads/${id}`, { method: 'DELETE' }),
    // The list and the figures; not the deleted lead itself, whose panel closes rather than ask again.
    refresh: [[...adminKeys.leads, 'page'], adminKeys.summary],
    success: 'Call-back request deleted',
    failure: 'Failed to delete the call-back request. Please try again.',
  })

export function useRetryLead() {
  const queryClient = useQueryClient()
  const refresh = [adminKeys.leads, adminKeys.summary]
  const mutation = useAdminMutation<number>({
    run: (id) => apiRequest(`/api/leads/${id}/retry`, { method: 'POST' }),
    refresh,
    success: 'Lead queued for forwarding',
    failure: 'Failed to queue the lead for forwarding. Please try again.',
  })
  const retry = (id: number) =>
    mutation.mutate(id, {
      onSuccess: () => {
        setTimeout(() => {
          for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey })
        }, RECHECK_AFTER_MS)
      },
    })
  return { retry, retryingId: mutation.isPending ? mutation.variables : undefined }
}
