/** The back office's at-a-glance figures as `GET /api/admin/summary` sends them. */

export type PackageRef = { id: number; title: string }

export type AdminSummary = {
  newLeads7d: number
  newSignups7d: number
  unforwardedLeads: number
  crmConfigured: boolean
  packagesWithoutDepartures: PackageRef[]
  packagesWithoutHero: PackageRef[]
}
