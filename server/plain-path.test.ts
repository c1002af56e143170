import { describe, expect, it } from 'vitest'
import { isPlainPath, plainPathOf } from './plain-path'

describe('plainPathOf', () => {
  it('decodes encoded unreserved characters, in either letter case of the hex', () => {
    expect(plainPathOf('/newsletter/%63onfirm')).toBe('/newsletter/confirm')
    expect(plainPathOf('/%61dmin/login')).toBe('/admin/login')
    expect(plainPathOf('/%41%5a%61%7A%30%39%2D%2e%5F%7e')).toBe('/AZaz09-._~')
  })

  it('leaves every other escape as it came', () => {
    for (const path of ['/a%2Fb', '/a%2fb', '/a%00', '/a%20b', '/a%25', '/%C3%A9', '/a%3F', '/%40']) {
      expect(isPlainPath(path), path).toBe(true)
      expect(plainPathOf(path), path).toBe(path)
    }
  })

  it('resolves dot segments as RFC 3986 does', () => {
    expect(plainPathOf('/x/../newsletter/confirm')).toBe('/newsletter/confirm')
    expect(plainPathOf('/./admin')).toBe('/admin')
    expect(plainPathOf('/a/b/..')).toBe('/a/')
    expect(plainPathOf('/a/.')).toBe('/a/')
    expect(plainPathOf('/../../admin')).toBe('/admin')
    expect(plainPathOf('/%2e%2E/admin')).toBe('/admin')
    expect(plainPathOf('/.%2e/admin')).toBe('/admin')
    expect(plainPathOf('/..')).toBe('/')
  })

  it('takes names that only look like dot segments as they are', () => {
    for (const path of ['/a.b', '/.well-known/x', '/..a', '/a..', '/offers.', '/a/...', '/..%2Fadmin']) {
      expect(isPlainPath(path), path).toBe(true)
    }
  })

  it('gives a plain form that is plain', () => {
    for (const path of ['/%252e%252e/x', '/%2e%2e%2fx', '/x/%2E./y', '//%61//../b']) {
      expect(isPlainPath(plainPathOf(path)), path).toBe(true)
    }
  })
})
