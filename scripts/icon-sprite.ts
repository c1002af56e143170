// `npm run icons`: writes the site's icon sprite from the names in app/components/icons/icon-names.ts.
import { writeFileSync } from 'node:fs'
import { renderIconSprite } from '#app/components/icons/icon-sprite'

const target = new URL('../app/components/icons/sprite.svg', import.meta.url)
writeFileSync(target, renderIconSprite())
console.log(`wrote ${target.pathname}`)
