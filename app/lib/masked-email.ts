/**
 * An email address as the logs may show it (DESIGN: no full addresses in logs): the first character of the
 * name and the domain, enough to tell staff accounts apart and to see one being guessed at.
 */
export function maskedEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}
