import { ALT_TEXT_MESSAGE } from '#app/schemas/image'

/** Decision 55: an image needs alt text unless it is decorative; the message to show, or undefined. */
export function altTextError(altText: string, decorative: boolean): string | undefined {
  return decorative || altText.trim() ? undefined : ALT_TEXT_MESSAGE
}
