import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type * as React from 'react'
import { useState } from 'react'
import { apiRequest } from '#app/browser/api-client'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { NativeSelect } from '#app/components/ui/native-select'
import { AUDITED_THINGS, type AuditEntry, isAuditedThing } from '#app/lib/staff'
import { DEFAULT_AUDIT_LIMIT } from '#app/schemas/staff'
import { adminKeys, useStaffList } from '../admin-queries'
import { PanelList } from '../panel-state'
import { ActivityTable } from './activity-table'

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
    <section aria-labelledby="activity-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="activity-heading" className="font-semibold text-xl">
          Activity
        </h2>
        <p className="text-muted-foreground text-sm">
          Every change made in the back office and every export of personal data, newest first.
        </p>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setFilter(draft)
        }}
        className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_8rem_8rem_auto] lg:items-end"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-person">Person</Label>
          <NativeSelect id="activity-person" value={draft.person} onChange={set('person')}>
            <option value="">Everyone</option>
            {staff.data?.members.map((member) => (
              <option key={member.id} value={member.email}>
                {member.email}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-thing">Thing</Label>
          <NativeSelect id="activity-thing" value={draft.thing} onChange={set('thing')}>
            <option value="">Everything</option>
            {Object.entries(AUDITED_THINGS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-thing-id">Its id</Label>
          <Input
            id="activity-thing-id"
            inputMode="numeric"
            value={draft.thingId}
            onChange={set('thingId')}
            disabled={!isAuditedThing(draft.thing)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-limit">Show</Label>
          <NativeSelect id="activity-limit" value={draft.limit} onChange={set('limit')}>
            {LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {`${limit} newest`}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">Show</Button>
      </form>
      <PanelList
        query={entries}
        loading="Loading the activity..."
        failed="The activity could not be loaded."
        empty={<p className="py-12 text-center text-muted-foreground">Nothing has been recorded yet.</p>}
      >
        {(items) => <ActivityTable entries={items} />}
      </PanelList>
    </section>
  )
}
