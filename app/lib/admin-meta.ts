import type { MetaDescriptor } from 'react-router'

/** Back-office pages: a plain title, and kept out of search results should a link to one ever leak. */
export const adminMeta = (title: string, agencyName: string): MetaDescriptor[] => [
  { title: `${title} | ${agencyName}` },
  { name: 'robots', content: 'noindex' },
]
