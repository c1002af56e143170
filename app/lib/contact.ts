/** A `tel:` link for a phone number as people write it, such as '020 7946 0321'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
