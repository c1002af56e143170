const DEFAULT_TARGET = '/admin'

/** Stands in for this site while a target is parsed: a target that names any other origin is not a path here. */
const HERE = 'http://this-site.invalid'

/**
 * Where to go after signing in. Only a path on this site is followed: '//evil.example' and '/\evil.example'
 * look like paths but browsers read them as other hosts, so a crafted sign-in link cannot send staff away.
 * The answer is the path as a URL writes it, percent-encoded: a character such as U+2028 cannot go in a
 * Location header (it was a 500).
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = DEFAULT_TARGET): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Control characters (a tab or newline inside '/\t/evil.example') are dropped by URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point here.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback
  const url = new URL(value, HERE)
  if (url.origin !== HERE) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in page's address that comes back to `path` (with its query) afterwards. */
export const signInPath = (path: string) => `/admin/login?redirectTo=${encodeURIComponent(path)}`
