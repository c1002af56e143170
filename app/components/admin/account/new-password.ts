import { MIN_PASSWORD_LENGTH } from '#app/schemas/auth'

export const NEW_PASSWORD_HINT = `(at least ${MIN_PASSWORD_LENGTH} characters)`

/** The form's own check of a new password and its repeat, before anything is sent; the server checks again. */
export function newPasswordProblems(password: string, repeat: string) {
  const problems: { password?: string; repeat?: string } = {}
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.password = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`
  } else if (password !== repeat) {
    problems.repeat = 'The two passwords are not the same.'
  }
  return problems
}
