type LinkablePackage = { slug?: string | null; title?: string | null; id: number }

/** Every slug `slugify` makes, and every id, fits this; a URL segment that does not names no package. */
export const SLUG_OR_ID_PATTERN = /^[\w-]+$/

export function slugify(title: string): string {
  return (
    title
      // Italian titles ('Città', 'Cinque Terre à la carte') keep their letters instead of losing them as non-word.
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .replace(/[\s-]+/g, '-')
      .replace(/^-+|-+$/g, '')
  )
}

export function packageLinkSlug(pkg: LinkablePackage): string {
  const slug = pkg.slug?.trim()
  if (slug) return slug
  const fromTitle = slugify(pkg.title ?? '')
  return fromTitle || String(pkg.id)
}

export function packagePath(pkg: LinkablePackage): string {
  return `/package/${encodeURIComponent(packageLinkSlug(pkg))}`
}
