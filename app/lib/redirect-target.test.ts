import { describe, expect, it } from 'vitest'
import { safeRedirectTarget, signInPath } from './redirect-target'

describe('safeRedirectTarget', () => {
  it('follows a path on this site, keeping its query', () => {
    expect(safeRedirectTarget('/admin/leads')).toBe('/admin/leads')
    expect(safeRedirectTarget('/admin?tab=leads')).toBe('/admin?tab=leads')
    expect(safeRedirectTarget('/dev/test')).toBe('/dev/test')
  })

  it('answers a path a Location header can carry', () => {
    expect(safeRedirectTarget('/\u2028')).toBe('/%E2%80%A8')
    expect(safeRedirectTarget('/admin/leads?name=Zoë')).toBe('/admin/leads?name=Zo%C3%AB')
  })

  it('falls back to the dashboard when nothing is given', () => {
    expect(safeRedirectTarget(null)).toBe('/admin')
    expect(safeRedirectTarget('')).toBe('/admin')
  })

  it('refuses addresses that would leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/admin',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'admin',
    ]) {
      expect(safeRedirectTarget(value), value).toBe('/admin')
    }
  })
})

describe('signInPath', () => {
  it('encodes the way back, query included', () => {
    expect(signInPath('/admin/leads')).toBe('/admin/login?redirectTo=%2Fadmin%2Fleads')
    expect(signInPath('/admin?tab=leads')).toBe('/admin/login?redirectTo=%2Fadmin%3Ftab%3Dleads')
  })
})
