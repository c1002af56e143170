import { toast as sonner } from 'sonner'
import { describe, expect, it } from 'vitest'
import { toast } from './toast'

describe('toasts', () => {
  it('show one at a time, the newest replacing the one showing', () => {
    toast.success('Package created')
    toast.error('Error', { description: 'Failed to delete travel package. Please try again.' })
    expect(sonner.getToasts()).toEqual([
      expect.objectContaining({
        title: 'Error',
        type: 'error',
        description: 'Failed to delete travel package. Please try again.',
      }),
    ])
  })
})
