import { describe, expect, it } from 'vitest'
import { methodLabel, routeGroupOf } from './route-group'

const statics = ['/assets/', '/fallbacks/', '/images/']

describe('routeGroupOf', () => {
  it('puts every address in one of a few groups, by its path alone', () => {
    expect(routeGroupOf('/', statics)).toBe('page')
    expect(routeGroupOf('/offers?page=2&destination=venice', statics)).toBe('page')
    expect(routeGroupOf('/package/venice-city-break', statics)).toBe('page')
    expect(routeGroupOf('/sitemap.xml', statics)).toBe('page')
    expect(routeGroupOf('/api/health', statics)).toBe('health')
    expect(routeGroupOf('/api/health?probe=1', statics)).toBe('health')
    expect(routeGroupOf('/metrics', statics)).toBe('metrics')
    expect(routeGroupOf('/api/travel-packages/12', statics)).toBe('api')
    expect(routeGroupOf('/api', statics)).toBe('api')
    expect(routeGroupOf('/uploads/abc.webp', statics)).toBe('uploads')
    expect(routeGroupOf('/og/package/venice-abc.jpg', statics)).toBe('og')
    expect(routeGroupOf('/assets/root-abc123.js', statics)).toBe('static')
    expect(routeGroupOf('/fallbacks/hero.svg?v=abc', statics)).toBe('static')
  })

  it('does not mistake a look-alike for a group', () => {
    expect(routeGroupOf('/apis', statics)).toBe('page')
    expect(routeGroupOf('/metrics/extra', statics)).toBe('page')
    expect(routeGroupOf('/assets-old/x.js', statics)).toBe('page')
    expect(routeGroupOf('*', statics)).toBe('page')
  })
})

describe('methodLabel', () => {
  it('names the usual methods and folds the rest into one label', () => {
    expect(methodLabel('GET')).toBe('GET')
    expect(methodLabel('DELETE')).toBe('DELETE')
    expect(methodLabel('PROPFIND')).toBe('OTHER')
    expect(methodLabel(undefined)).toBe('OTHER')
  })
})
