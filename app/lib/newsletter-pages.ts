/**
 * The pages a newsletter email links to (decision 33). Two segments each, since a single one is tried as a
 * package slug. Both answer about one person's token, so no shared cache ever keeps them.
 */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm'
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe'

/** The query parameter that carries an email link's token. */
export const TOKEN_PARAMETER = 'token'

/** An email link's page with its token. */
export const tokenPath = (path: string, token: string) =>
  `${path}?${new URLSearchParams({ [TOKEN_PARAMETER]: token })}`

/** How long a confirmation link works; a sign-up still unconfirmed by then is deleted. */
export const CONFIRMATION_VALID_DAYS = 30
