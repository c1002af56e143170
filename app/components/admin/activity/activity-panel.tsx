import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { FormField } from '#app/components/forms/form-field'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { AUDITED_THINGS, type AuditEntry, isAuditedThing } from '#app/lib/staff'
import { DEFAULT_AUDIT_LIMIT } from '#app/schemas/staff'
import { AdminPanel } from '../admin-panel'
import { adminKeys, useStaffList } from '../admin-queries'
import { FilterSelect } from '../filter-select'
import { PanelList } from '../panel-state'
import { ActivityList } from './activity-list'

type Filter = { person: string; thing: string; thingId: string; limit: string }

const LIMITS = ['50', String(DEFAULT_AUDIT_LIMIT), '200', '500']

const queryOf = (filter: Filter) =>
  new URLSearchParams(Object.entries(filter).filter(([, value]) => value.trim() !== '')).toString()

/** The owner's Activity tab: who did what, newest first, narrowed by person and by thing. */
export function ActivityPanel() {
  const [draft, setDraft] = useState<Filter>({
    person: '',
    thing: '',
    thingId: '',
    limit: String(DEFAULT_AUDIT_LIMIT),
  })
  const [filter, setFilter] = useState(draft)
  const staff = useStaffList()
  const entries = useQuery({
    queryKey: [...adminKeys.auditLog, filter],
    queryFn: ({ signal }) => apiRequest<AuditEntry[]>(`/api/audit-log?${queryOf(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  })

  const set = (key: keyof Filter) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }))

  return (
    <AdminPanel
      id="activity-heading"
      title="Activity"
      description="Every change made in the back office and every export of personal data, newest first."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setFilter(draft)
        }}
        className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_8rem_8rem_auto] lg:items-end"
      >
        <FilterSelect
          label="Person"
          value={draft.person}
          onChange={set('person')}
          options={[
            ['', 'Everyone'],
            ...(staff.data?.members ?? []).map(({ email }) => [email, email] as const),
          ]}
        />
        <FilterSelect
          label="Thing"
          value={draft.thing}
          onChange={set('thing')}
          options={[['', 'Everything'], ...Object.entries(AUDITED_THINGS)]}
        />
        <FormField label="Its id">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={draft.thingId}
              onChange={set('thingId')}
              disabled={!isAuditedThing(draft.thing)}
            />
          )}
        </FormField>
        <FilterSelect
          label="Show"
          value={draft.limit}
          onChange={set('limit')}
          options={LIMITS.map((limit) => [limit, `${limit} newest`] as const)}
        />
        <Button type="submit">Show</Button>
      </form>
      <PanelList
        query={entries}
        loading="Loading the activity..."
        failed="The activity could not be loaded."
        empty={<p className="py-12 text-center text-muted-foreground">Nothing has been recorded yet.</p>}
      >
        {(items) => <ActivityList entries={items} />}
      </PanelList>
    </AdminPanel>
  )
}
