import type { MetaDescriptor } from 'react-router'
import { pageTitle } from './seo'

/** Back-office pages: a plain title, and kept out of search results should a link to one ever leak. */
export const adminMeta = (page: string, agencyName: string): MetaDescriptor[] => [
  { title: pageTitle({ page, siteName: agencyName }) },
  { name: 'robots', content: 'noindex' },
]
