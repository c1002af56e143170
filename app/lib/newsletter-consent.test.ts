import { describe, expect, it } from 'vitest'
import { NEWSLETTER_INVITE } from '#app/components/newsletter/newsletter-messages'
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_VERSION,
  SOURCE_PAGE_PATTERN,
  sourcePageOf,
} from './newsletter-consent'

describe('the consent wording', () => {
  it('is what the sign-up form shows; a new wording needs a new version', () => {
    expect(CONSENT_WORDINGS[CURRENT_CONSENT_VERSION]).toBe(
      `${NEWSLETTER_INVITE.title}. ${NEWSLETTER_INVITE.description}`,
    )
  })
})

describe('a source page', () => {
  it('is a path on this site', () => {
    for (const path of ['/', '/offers', '/package/venice-city-break', '/%E2%82%AC']) {
      expect(SOURCE_PAGE_PATTERN.test(path), path).toBe(true)
    }
    for (const path of [
      '',
      'offers',
      '//evil.example',
      '/\\evil.example',
      '/a b',
      '/a\u0000',
      'https://x.example/',
    ]) {
      expect(SOURCE_PAGE_PATTERN.test(path), path).toBe(false)
    }
  })

  it('is read from a Referer on this site alone, without its query', () => {
    const here = 'https://www.example.com'
    expect(sourcePageOf('https://www.example.com/offers?month=2031-05#top', here)).toBe('/offers')
    expect(sourcePageOf('https://evil.example/offers', here)).toBeUndefined()
    expect(sourcePageOf('not a url', here)).toBeUndefined()
    expect(sourcePageOf(undefined, here)).toBeUndefined()
  })
})
