import { AlarmClockIcon, CheckIcon, DownloadIcon, XIcon } from 'lucide-react'
import type * as React from 'react'
import { FilterSelect } from '#app/components/admin/filter-select'
import { SearchBox } from '#app/components/admin/search-box'
import { Button } from '#app/components/ui/button'
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadAssignee,
  type LeadSort,
  type SortOrder,
} from '#app/lib/leads'
import { cn } from '#app/lib/utils'
import { DayFilter } from './day-filter'
import { exportPathOf, isFiltered, type LeadListView } from './lead-list-view'
import { STATUS_COLOURS } from './lead-status-chip'

type ChangeOptions = { replace?: boolean }

type LeadListControlsProps = {
  view: LeadListView
  assignees: LeadAssignee[]
  onChange: (change: Partial<LeadListView>, options?: ChangeOptions) => void
}

/** A filter chip that is on or off: a toggle button, so its state is read out as pressed or not. */
function ToggleChip({
  pressed,
  onToggle,
  className,
  children,
}: {
  pressed: boolean
  onToggle: () => void
  className?: string
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 font-medium text-sm transition-colors',
        pressed ? className : 'border-input bg-card text-muted-foreground hover:bg-accent',
      )}
    >
      {pressed ? <CheckIcon aria-hidden className="size-4" /> : null}
      {children}
    </button>
  )
}

/** The orders a narrow screen picks from a list, as the table's headings give them on a wider one. */
const SORT_CHOICES: [string, string][] = [
  ['received:desc', 'Newest first'],
  ['received:asc', 'Oldest first'],
  ['follow-up:asc', 'Follow-up, soonest first'],
  ['follow-up:desc', 'Follow-up, latest first'],
  ['name:asc', 'Name, A to Z'],
  ['name:desc', 'Name, Z to A'],
]

/** The search box, status chips, filters and export above the Leads tab's list. */
export function LeadListControls({ view, assignees, onChange }: LeadListControlsProps) {
  const toggleStatus = (status: (typeof LEAD_STATUSES)[number]) =>
    onChange({
      status: view.status.includes(status)
        ? view.status.filter((chosen) => chosen !== status)
        : LEAD_STATUSES.filter((known) => known === status || view.status.includes(known)),
    })
  // A member of staff who left still shows as the filter's choice while the address names them.
  const listed = assignees.some((assignee) => String(assignee.id) === view.assignee)
  return (
    <search
      aria-label="Find call-back requests"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end">
        <SearchBox
          label="Search leads"
          placeholder="Name, email, phone or package"
          value={view.q}
          onSearch={(q) => onChange({ q }, { replace: true })}
        />
        <FilterSelect
          label="Assigned to"
          value={view.assignee}
          onChange={(event) => onChange({ assignee: event.target.value })}
          options={[
            ['', 'Anyone'],
            ['me', 'Me'],
            ['none', 'Nobody'],
            ...assignees.map(({ id, email }) => [String(id), email] as const),
            ...(view.assignee && !['me', 'none'].includes(view.assignee) && !listed
              ? [[view.assignee, `Staff member ${view.assignee}`] as const]
              : []),
          ]}
        />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-2">
          <DayFilter label="Received from" value={view.from} onChange={(from) => onChange({ from })} />
          <DayFilter label="Received to" value={view.to} onChange={(to) => onChange({ to })} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
          <legend className="sr-only">Show only</legend>
          {LEAD_STATUSES.map((status) => (
            <ToggleChip
              key={status}
              pressed={view.status.includes(status)}
              onToggle={() => toggleStatus(status)}
              className={STATUS_COLOURS[status]}
            >
              {LEAD_STATUS_LABELS[status]}
            </ToggleChip>
          ))}
          <ToggleChip
            pressed={view.overdue}
            onToggle={() => onChange({ overdue: !view.overdue })}
            className="border-red-300 bg-red-50 text-red-900"
          >
            {view.overdue ? null : <AlarmClockIcon aria-hidden className="size-4" />}
            Overdue follow-ups
          </ToggleChip>
          {isFiltered(view) ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ status: [], assignee: '', q: '', from: '', to: '', overdue: false })}
            >
              <XIcon aria-hidden className="size-4" />
              Clear filters
            </Button>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap items-end gap-2">
          {/* The table's headings order a wider screen's list. */}
          <div className="md:hidden">
            <FilterSelect
              label="Sort by"
              value={`${view.sort}:${view.order}`}
              onChange={(event) => {
                const [sort, order] = event.target.value.split(':') as [LeadSort, SortOrder]
                onChange({ sort, order })
              }}
              options={SORT_CHOICES}
            />
          </div>
          {/* A plain link: the server names the file and sends it as an attachment, so the browser saves it. */}
          <Button asChild variant="outline" size="sm">
            <a href={exportPathOf(view)} download>
              <DownloadIcon aria-hidden className="size-4" />
              Export CSV
            </a>
          </Button>
        </div>
      </div>
    </search>
  )
}
