/** The back office's at-a-glance figures as `GET /api/admin/summary` sends them. */

export type PackageRef = { id: number; title: string }

export type AdminSummary = {
  /** Leads nobody has worked yet (status new), however old. */
  newLeads: number
  /** Open leads whose follow-up day has passed. */
  overdueFollowUps: number
  /** Confirmed in the last 7 days. */
  newSignups7d: number
  /** Waiting for their address to be confirmed, however old. */
  pendingSignups: number
  unforwardedLeads: number
  crmConfigured: boolean
  packagesWithoutDepartures: PackageRef[]
  packagesWithoutHero: PackageRef[]
}
