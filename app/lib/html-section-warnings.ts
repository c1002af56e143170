import { Parser } from 'htmlparser2'
import type { EmbedPolicy } from './embed-policy'

/** One thing in an HTML section that the site's content security policy will stop, and why, in staff's words. */
export type BlockedEmbed = {
  kind: 'inline-script' | 'script' | 'frame' | 'handler' | 'javascript-url' | 'plugin'
  message: string
}

/** Script types a browser runs; anything else (`application/ld+json`, a template) is data and runs nothing. */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
])

/** Attributes that hold a URL a click or a submit follows: `javascript:` in one is an inline script. */
const URL_ATTRIBUTES = ['href', 'action', 'formaction', 'src']

const ALLOW_HINT = 'Ask whoever runs the site to add it to EMBED_ORIGINS if you trust it.'

/**
 * The origin `src` loads from, read against the site's own address as a browser would; null for what is not
 * fetched from an http(s) address (`data:`, `blob:`), which the policy names nowhere and so blocks.
 */
function originOf(src: string, siteOrigin: string) {
  try {
    const url = new URL(src.trim(), siteOrigin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * What in an HTML section's markup the content security policy will block (decision 56): scripts written
 * into the page, scripts and frames from origins the policy does not name, inline event handlers,
 * `javascript:` links and plugins. The page's own scripts carry a nonce the stored HTML cannot know, so no
 * inline script in it ever runs; a script from the site itself does, a frame of it does not (frame-src
 * names other sites only). Each occurrence is listed, in the order it comes.
 */
export function blockedInHtmlSection(html: string, policy: EmbedPolicy, siteOrigin: string): BlockedEmbed[] {
  const blocked: BlockedEmbed[] = []
  const scripts = new Set([siteOrigin, ...policy.scriptOrigins])
  const frames = new Set(policy.frameOrigins)
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on./.test(attribute)) {
            blocked.push({
              kind: 'handler',
              message: `The ${attribute} handler on <${name}> will not run: the site blocks inline event handlers. Use a script from an allowed site instead.`,
            })
          } else if (URL_ATTRIBUTES.includes(attribute) && /^\s*javascript:/i.test(value)) {
            blocked.push({
              kind: 'javascript-url',
              message: `The javascript: address in ${attribute} on <${name}> will not run: the site blocks inline scripts.`,
            })
          }
        }
        if (name === 'script') {
          if (!SCRIPT_TYPES.has((attributes.type ?? '').trim().toLowerCase())) return
          const src = attributes.src
          if (src === undefined) {
            blocked.push({
              kind: 'inline-script',
              message:
                'A <script> written into the section will not run: the site blocks inline scripts. Load it from an allowed site with src instead.',
            })
            return
          }
          const origin = originOf(src, siteOrigin)
          if (origin && scripts.has(origin)) return
          blocked.push({
            kind: 'script',
            message: origin
              ? `The script from ${origin} will not run: the site does not allow scripts from there. ${ALLOW_HINT}`
              : `The script at ${src.trim() || '(no address)'} will not run: scripts must come from an allowed web address.`,
          })
        } else if (name === 'iframe' || name === 'frame') {
          const src = attributes.src
          // A frame without an address is an empty page of the site's own, which nothing blocks.
          if (src === undefined || src.trim() === '' || src.trim() === 'about:blank') return
          const origin = originOf(src, siteOrigin)
          if (origin && frames.has(origin)) return
          blocked.push({
            kind: 'frame',
            message: origin
              ? `The frame showing ${origin} will stay empty: the site does not allow frames from there. ${ALLOW_HINT}`
              : `The frame at ${src.trim()} will stay empty: frames must show an allowed web address.`,
          })
        } else if (name === 'object' || name === 'embed') {
          blocked.push({
            kind: 'plugin',
            message: `<${name}> will show nothing: the site blocks plugins. Use an <iframe> from an allowed site instead.`,
          })
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return blocked
}
