import { describe, expect, it } from 'vitest'
import routes from '#app/routes'
import {
  ADMIN_SECTIONS,
  adminSectionAt,
  adminSectionPath,
  canOpenSection,
  homePathFor,
  homeSectionFor,
  legacyTabRedirect,
  sectionsFor,
} from './admin-sections'

describe('the dashboard sections', () => {
  it('give each tab an address of its own, the default being the dashboard itself', () => {
    expect(adminSectionPath('packages')).toBe('/admin')
    expect(adminSectionPath('pricing')).toBe('/admin/pricing')
  })

  it('read the open section back from the address', () => {
    for (const { value } of ADMIN_SECTIONS) expect(adminSectionAt(adminSectionPath(value))).toBe(value)
    expect(adminSectionAt('/admin/')).toBe('packages')
    expect(adminSectionAt('/admin/leads/')).toBe('leads')
  })

  it('know no section outside the dashboard or below an unknown address', () => {
    expect(adminSectionAt('/')).toBeNull()
    expect(adminSectionAt('/admin/login')).toBeNull()
    expect(adminSectionAt('/admin/packages')).toBeNull()
    expect(adminSectionAt('/admin/leads/42')).toBeNull()
    expect(adminSectionAt('/administrator')).toBeNull()
  })

  it('each have a route under /admin, and no route is left without a tab', () => {
    const admin = routes.find((route) => route.path === 'admin')
    const children = (admin?.children ?? []).map((child) => (child.index ? '/admin' : `/admin/${child.path}`))
    expect(children.sort()).toEqual(ADMIN_SECTIONS.map(({ value }) => adminSectionPath(value)).sort())
  })
})

describe('old dashboard links (?tab=)', () => {
  const at = (address: string) => legacyTabRedirect(new URL(address, 'https://agency.example'))

  it('go to the section they named', () => {
    expect(at('/admin?tab=pricing')).toBe('/admin/pricing')
    expect(at('/admin/?tab=newsletter')).toBe('/admin/newsletter')
  })

  it('go to the default section when the tab is the default or unknown, as they did', () => {
    expect(at('/admin?tab=packages')).toBe('/admin')
    expect(at('/admin?tab=nonsense')).toBe('/admin')
  })

  it('leave every other address alone', () => {
    expect(at('/admin')).toBeNull()
    expect(at('/admin/leads')).toBeNull()
    expect(at('/admin/leads?tab=pricing')).toBeNull()
  })
})

describe('the sections a role sees', () => {
  it('are the catalogue for an editor, the enquiries and bookings for sales, and everything for an owner', () => {
    expect(sectionsFor('editor').map(({ value }) => value)).toEqual([
      'packages',
      'destinations',
      'images',
      'pricing',
      'widgets',
    ])
    expect(sectionsFor('sales').map(({ value }) => value)).toEqual(['leads', 'bookings', 'newsletter'])
    expect(sectionsFor('owner')).toEqual(ADMIN_SECTIONS)
  })

  it('start where the role can work', () => {
    expect(homeSectionFor('owner')).toBe('packages')
    expect(homeSectionFor('editor')).toBe('packages')
    expect(homeSectionFor('sales')).toBe('leads')
    expect(homePathFor('sales')).toBe('/admin/leads')
    expect(homePathFor('editor')).toBe('/admin')
  })

  it('keep the staff and activity screens for owners', () => {
    for (const role of ['editor', 'sales'] as const) {
      expect(canOpenSection(role, 'staff')).toBe(false)
      expect(canOpenSection(role, 'activity')).toBe(false)
    }
    expect(canOpenSection('owner', 'activity')).toBe(true)
  })
})
