import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { newSubmissionId } from './submission-id'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('newSubmissionId', () => {
  it('makes a UUID the lead schema accepts, different each time', () => {
    const first = newSubmissionId()
    expect(z.uuid().safeParse(first).success).toBe(true)
    expect(newSubmissionId()).not.toBe(first)
  })

  it('still makes a valid v4 UUID where randomUUID is missing (a page over plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    const id = newSubmissionId()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
