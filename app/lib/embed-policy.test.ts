import { describe, expect, it } from 'vitest'
import { embedPolicy, readEmbedOrigins } from './embed-policy'

describe('readEmbedOrigins', () => {
  it('reads origins separated by commas, spaces or both, once each', () => {
    expect(
      readEmbedOrigins('https://www.youtube-nocookie.com, https://player.vimeo.com  https://a.example:8443/'),
    ).toEqual({
      origins: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://a.example:8443'],
    })
    expect(readEmbedOrigins('https://a.example,https://a.example')).toEqual({
      origins: ['https://a.example'],
    })
    expect(readEmbedOrigins('  ')).toEqual({ origins: [] })
  })

  it('names the first entry that is not an origin', () => {
    for (const bad of [
      'www.youtube.com',
      'https://www.youtube.com/embed',
      'https://*.example.com',
      'ftp://files.example',
      'https://user@a.example',
      "'unsafe-inline'",
      'https://a.example?x=1',
    ]) {
      expect(readEmbedOrigins(`https://ok.example ${bad}`), bad).toEqual({ notAnOrigin: bad })
    }
  })
})

describe('embedPolicy', () => {
  it('allows the Travelify script’s origin and the named ones, for scripts and frames alike', () => {
    expect(
      embedPolicy({
        travelifyScriptUrl: 'https://widgets.travelify.io/search-box.js',
        embedOrigins: ['https://player.vimeo.com'],
      }),
    ).toEqual({
      scriptOrigins: ['https://widgets.travelify.io', 'https://player.vimeo.com'],
      frameOrigins: ['https://widgets.travelify.io', 'https://player.vimeo.com'],
    })
  })
})
