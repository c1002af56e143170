import { z } from 'zod'
import {
  emailKey,
  INVALID_EMAIL_MESSAGE,
  MAX_EMAIL_LENGTH,
  PLAIN_EMAIL_PATTERN,
} from '#app/lib/email-address'

/** The same floor `npm run admin` keeps (`MIN_PASSWORD_LENGTH` in auth.server.ts). */
export const MIN_PASSWORD_LENGTH = 12
const MAX_PASSWORD_LENGTH = 500

/** An address to sign in with, reset or invite: a plain `local@domain` only (decision 47). */
const emailField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(MAX_EMAIL_LENGTH, { error: 'Email addresses are at most 254 characters.', abort: true })
    .regex(PLAIN_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)

/** A staff member's address as it is stored: its key (`emailKey`), the form every lookup compares. */
export const staffEmailField = emailField('Please enter an email address.').transform(emailKey)

/** A password being set: the rule `npm run admin` keeps, and a ceiling so hashing stays cheap. */
export const newPasswordField = z
  .string({ error: 'Please choose a password.' })
  .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, 'Passwords are at most 500 characters.')

/** `npm run admin -- EMAIL`: an owner's address and the password to give the account. */
export const AdminPasswordInputSchema = z.object({ email: staffEmailField, password: newPasswordField })

const passwordField = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.')
  .max(MAX_PASSWORD_LENGTH, 'Passwords are at most 500 characters.')

export const LoginInputSchema = z.object({
  email: emailField('Please enter your email address.'),
  password: passwordField,
})

export type LoginInput = z.infer<typeof LoginInputSchema>

/** 32 random bytes in base64url, as `newSingleUseToken` makes them; anything else names no link. */
const tokenField = z
  .string({ error: 'This link is not complete. Open it again from the email.' })
  .regex(/^[\w-]{43}$/, 'This link is not complete. Open it again from the email.')

/** POST /api/auth/accept-invitation and POST /api/auth/password-reset/complete. */
export const TokenPasswordInputSchema = z.object({ token: tokenField, password: newPasswordField })

export type TokenPasswordInput = z.infer<typeof TokenPasswordInputSchema>

/** POST /api/auth/password-reset: the address only; the answer is the same whoever it is. */
export const PasswordResetRequestSchema = z.object({ email: emailField('Please enter your email address.') })

/** POST /api/auth/password: a signed-in member of staff changes their own password. */
export const PasswordChangeInputSchema = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
})

export type PasswordChangeInput = z.infer<typeof PasswordChangeInputSchema>
