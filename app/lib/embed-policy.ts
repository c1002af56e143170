/**
 * Which other sites' scripts and frames the content security policy lets into the site's pages: the
 * Travelify search box's, and the origins staff name in EMBED_ORIGINS for what they embed in HTML sections
 * (decision 56). The policy header and the HTML section editor's warnings both read it, so what the editor
 * says will run is what runs.
 */
export type EmbedPolicy = {
  /** Origins whose scripts run, besides the site's own. */
  scriptOrigins: string[]
  /** Origins whose pages may be framed; the site's own are not among them unless named. */
  frameOrigins: string[]
}

export function embedPolicy({
  travelifyScriptUrl,
  embedOrigins,
}: {
  travelifyScriptUrl: string
  embedOrigins: readonly string[]
}): EmbedPolicy {
  const origins = [...new Set([new URL(travelifyScriptUrl).origin, ...embedOrigins])]
  return { scriptOrigins: origins, frameOrigins: origins }
}

const ORIGIN_PATTERN = /^https?:\/\/[^/?#\s*@]+$/i

/**
 * EMBED_ORIGINS as a list: origins (`https://www.youtube-nocookie.com`) separated by commas or spaces, a
 * trailing slash forgiven; or the first entry that is not one, for the start-up error to name.
 */
export function readEmbedOrigins(text: string): { origins: string[] } | { notAnOrigin: string } {
  const origins: string[] = []
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const trimmed = entry.replace(/\/$/, '')
    const origin = ORIGIN_PATTERN.test(trimmed) && URL.canParse(trimmed) ? new URL(trimmed).origin : null
    // A path, a wildcard or user info would be read by the browser differently from how it reads here.
    if (!origin || origin !== trimmed.toLowerCase()) return { notAnOrigin: entry }
    origins.push(origin)
  }
  return { origins: [...new Set(origins)] }
}
