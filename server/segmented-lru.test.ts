import { describe, expect, it } from 'vitest'
import { SegmentedLru } from './segmented-lru'

const cache = (maxEntries: number, maxBytes = 1_000_000) =>
  new SegmentedLru<string>({ maxEntries, maxBytes, protectedShare: 0.8, sizeOf: (value) => value.length })

describe('SegmentedLru', () => {
  it('keeps a key asked for twice through a flood of keys asked for once', () => {
    const lru = cache(10)
    lru.set('/offers', 'page')
    expect(lru.get('/offers')).toBe('page')
    for (let i = 0; i < 1_000; i += 1) lru.set(`/offers?month=${i}`, 'junk')
    expect(lru.get('/offers')).toBe('page')
    expect(lru.size).toBe(10)
  })

  it('evicts a key asked for once when the room is needed', () => {
    const lru = cache(3)
    lru.set('a', '1')
    lru.set('b', '2')
    lru.set('c', '3')
    lru.set('d', '4')
    expect(lru.get('a')).toBeUndefined()
    expect(lru.get('d')).toBe('4')
  })

  it('keeps a protected key protected when its value is renewed', () => {
    const lru = cache(5)
    lru.set('/', 'old')
    lru.get('/')
    lru.set('/', 'new')
    for (let i = 0; i < 100; i += 1) lru.set(`flood-${i}`, 'x')
    expect(lru.get('/')).toBe('new')
  })

  it('holds the byte limit, and the protected share of it', () => {
    const lru = cache(100, 10)
    for (const key of ['a', 'b', 'c']) {
      lru.set(key, 'xxx')
      lru.get(key)
    }
    // 9 bytes protected would pass 80% of 10: the oldest protected goes back on probation and is evicted first.
    lru.set('d', 'xx')
    expect(lru.get('a')).toBeUndefined()
    expect(lru.get('c')).toBe('xxx')
  })

  it('forgets everything on clear', () => {
    const lru = cache(5)
    lru.set('a', '1')
    lru.get('a')
    lru.clear()
    expect(lru.get('a')).toBeUndefined()
    expect(lru.size).toBe(0)
  })
})
