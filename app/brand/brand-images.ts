// Imported rather than kept in public/, so the build names each file after its content and serves it from
// /assets with a year's cache; `no-inline` keeps them files, since the header and footer show them twice.
import atolProtected from './atol-protected.svg?url&no-inline'
import logo from './logo.svg?url&no-inline'
import trustAccount from './trust-account.svg?url&no-inline'

/** The addresses of the agency's logo and trust marks. */
export const BRAND_IMAGES = { logo, atolProtected, trustAccount } as const
