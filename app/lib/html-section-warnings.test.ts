import { describe, expect, it } from 'vitest'
import { embedPolicy } from './embed-policy'
import { blockedInHtmlSection } from './html-section-warnings'

const SITE = 'https://www.lagoon.example'
const policy = embedPolicy({
  travelifyScriptUrl: 'https://widgets.travelify.io/search-box.js',
  embedOrigins: ['https://www.youtube-nocookie.com'],
})
const kinds = (html: string) => blockedInHtmlSection(html, policy, SITE).map((blocked) => blocked.kind)

describe('blockedInHtmlSection', () => {
  it('finds nothing in plain markup, links and pictures', () => {
    expect(
      kinds(
        '<h2>Why us</h2><p>ATOL <a href="/privacy">protected</a></p><img src="https://cdn.example/a.jpg">',
      ),
    ).toEqual([])
    expect(kinds('')).toEqual([])
  })

  it('warns of every inline script, which never carries the page’s nonce', () => {
    const warnings = blockedInHtmlSection(
      '<script>track()</script><SCRIPT type="module">go()</SCRIPT>',
      policy,
      SITE,
    )
    expect(warnings.map((warning) => warning.kind)).toEqual(['inline-script', 'inline-script'])
    expect(warnings[0]?.message).toContain('will not run')
  })

  it('leaves data blocks alone: a browser runs no JSON-LD or template', () => {
    expect(kinds('<script type="application/ld+json">{"@type":"Thing"}</script>')).toEqual([])
    expect(kinds('<script type="text/template"><b>x</b></script>')).toEqual([])
  })

  it('lets scripts from the site and from allowed origins through, and names any other origin', () => {
    expect(
      kinds('<script src="/assets/a.js"></script><script src="https://www.lagoon.example/b.js"></script>'),
    ).toEqual([])
    expect(kinds('<script src="https://widgets.travelify.io/search-box.js"></script>')).toEqual([])
    const [warning, ...rest] = blockedInHtmlSection(
      '<script src="//tracker.example/t.js?id=1"></script>',
      policy,
      SITE,
    )
    expect(rest).toEqual([])
    expect(warning).toEqual({
      kind: 'script',
      message: expect.stringMatching(
        /^The script from https:\/\/tracker\.example will not run: .*EMBED_ORIGINS/,
      ),
    })
    expect(kinds('<script src="data:text/javascript,alert(1)"></script>')).toEqual(['script'])
  })

  it('lets frames of allowed origins through, but not the site’s own, which frame-src does not name', () => {
    expect(kinds('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>')).toEqual([])
    expect(kinds('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toEqual(['frame'])
    expect(kinds('<iframe src="/offers"></iframe>')).toEqual(['frame'])
    expect(kinds('<iframe></iframe><iframe src="about:blank"></iframe>')).toEqual([])
  })

  it('warns of each inline handler and javascript: address, whatever their letter case', () => {
    const warnings = blockedInHtmlSection(
      '<img src="a.jpg" onerror="x()"><button ONCLICK="y()">Go</button><a href=" JavaScript:go()">Go</a>',
      policy,
      SITE,
    )
    expect(warnings.map((warning) => warning.message)).toEqual([
      expect.stringContaining('The onerror handler on <img> will not run'),
      expect.stringContaining('The onclick handler on <button> will not run'),
      expect.stringContaining('The javascript: address in href on <a> will not run'),
    ])
  })

  it('warns of plugins, which object-src none blocks', () => {
    expect(kinds('<object data="a.swf"></object><embed src="b.swf">')).toEqual(['plugin', 'plugin'])
  })

  it('reads the markup as a browser does, not as text: a script in a comment or an attribute is none', () => {
    expect(kinds('<!-- <script>old()</script> --><p title="<script>">x</p>')).toEqual([])
  })
})
