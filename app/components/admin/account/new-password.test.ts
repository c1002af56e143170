import { describe, expect, it } from 'vitest'
import { newPasswordProblems } from './new-password'

describe('a new password', () => {
  it('needs twelve characters, typed the same twice', () => {
    expect(newPasswordProblems('short', 'short')).toEqual({
      password: 'The password must be at least 12 characters.',
    })
    expect(newPasswordProblems('long enough password', 'long enough passwor')).toEqual({
      repeat: 'The two passwords are not the same.',
    })
    expect(newPasswordProblems('long enough password', 'long enough password')).toEqual({})
  })
})
