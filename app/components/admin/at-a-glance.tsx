import type { LucideIcon } from 'lucide-react'
import { AlarmClockIcon, CalendarXIcon, ImageOffIcon, MailIcon, PhoneIcon, SendIcon } from 'lucide-react'
import { Link } from 'react-router'
import { type AdminSection, adminSectionPath } from '#app/lib/admin-sections'
import type { AdminSummary, PackageRef } from '#app/lib/dashboard'
import { cn } from '#app/lib/utils'
import { useAdminSummary } from './admin-queries'

type GlanceItem = {
  label: string
  value: number
  section: AdminSection
  /** The section's list narrowed to what the figure counts, as its address's query. */
  filter?: string
  icon: LucideIcon
  /** Needs staff to act: drawn in the warning colour when above zero. */
  attention: boolean
  note?: string
}

const MAX_TITLES = 3

/** 'Rome, Florence and 2 more': enough to know which packages without a long list in a small card. */
function packageNote(packages: PackageRef[]): string | undefined {
  if (packages.length === 0) return undefined
  const titles = packages.slice(0, MAX_TITLES).map((pkg) => pkg.title)
  const more = packages.length - titles.length
  return more > 0 ? `${titles.join(', ')} and ${more} more` : titles.join(', ')
}

function glanceItems(summary: AdminSummary): GlanceItem[] {
  return [
    {
      label: 'New leads',
      value: summary.newLeads,
      section: 'leads',
      filter: 'status=new',
      icon: PhoneIcon,
      attention: false,
      note: 'Not worked yet',
    },
    {
      label: 'Overdue follow-ups',
      value: summary.overdueFollowUps,
      section: 'leads',
      filter: 'overdue=true',
      icon: AlarmClockIcon,
      attention: true,
    },
    {
      label: 'New sign-ups (7 days)',
      value: summary.newSignups7d,
      section: 'newsletter',
      icon: MailIcon,
      attention: false,
      note: summary.pendingSignups > 0 ? `${summary.pendingSignups} waiting for confirmation` : undefined,
    },
    {
      label: 'Leads not forwarded',
      value: summary.unforwardedLeads,
      section: 'leads',
      icon: SendIcon,
      attention: summary.crmConfigured,
      note: summary.crmConfigured ? undefined : 'No CRM is configured',
    },
    {
      label: 'Packages with no departures in 90 days',
      value: summary.packagesWithoutDepartures.length,
      section: 'packages',
      icon: CalendarXIcon,
      attention: true,
      note: packageNote(summary.packagesWithoutDepartures),
    },
    {
      label: 'Packages without a hero image',
      value: summary.packagesWithoutHero.length,
      section: 'images',
      icon: ImageOffIcon,
      attention: true,
      note: packageNote(summary.packagesWithoutHero),
    },
  ]
}

function GlanceCard({ item }: { item: GlanceItem }) {
  const warn = item.attention && item.value > 0
  const Icon = item.icon
  return (
    <li>
      <Link
        to={item.filter ? `${adminSectionPath(item.section)}?${item.filter}` : adminSectionPath(item.section)}
        className={cn(
          'flex h-full flex-col gap-1 rounded-xl border p-4 shadow-sm transition-colors hover:border-primary',
          warn ? 'border-amber-400 bg-amber-50' : 'bg-card',
        )}
      >
        <span className="flex items-start justify-between gap-2 text-muted-foreground text-sm">
          {item.label}
          <Icon aria-hidden className={cn('size-4 shrink-0', warn && 'text-amber-700')} />
        </span>
        <span className="font-semibold text-2xl tabular-nums">{item.value}</span>
        {item.note ? <span className="line-clamp-2 text-muted-foreground text-xs">{item.note}</span> : null}
      </Link>
    </li>
  )
}

/**
 * The strip at the top of the dashboard: what came in, what is waiting and what needs fixing, each a link to
 * where (a list narrowed to what it counts).
 * Only the figures of the `sections` this member of staff can open are shown.
 */
export function AtAGlance({ sections }: { sections: AdminSection[] }) {
  const { data, isPending, isError } = useAdminSummary()
  return (
    <section aria-labelledby="at-a-glance" className="flex flex-col gap-3">
      <h2 id="at-a-glance" className="sr-only">
        At a glance
      </h2>
      {isPending ? (
        <p className="text-muted-foreground text-sm">Loading the figures...</p>
      ) : isError ? (
        <p className="text-destructive text-sm">The figures could not be loaded just now.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {glanceItems(data)
            .filter((item) => sections.includes(item.section))
            .map((item) => (
              <GlanceCard key={item.label} item={item} />
            ))}
        </ul>
      )}
    </section>
  )
}
