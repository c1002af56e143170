import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from './icon-names'
import { renderIconSprite } from './icon-sprite'

describe('the icon sprite', () => {
  it('is the file the site serves, up to date with the names (run `npm run icons` after changing them)', () => {
    expect(readFileSync(new URL('./sprite.svg', import.meta.url), 'utf8')).toBe(renderIconSprite())
  })

  it('draws every name once', () => {
    const ids = [...renderIconSprite().matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toEqual([...ICON_NAMES])
  })
})
