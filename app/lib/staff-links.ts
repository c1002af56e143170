/**
 * What an emailed staff link that cannot be used says, on arrival at its page and to a password sent with it
 * alike. One sentence for every reason (never made, used, revoked, voided, expired), so a made-up token
 * learns nothing.
 */
export const INVITATION_UNUSABLE =
  'This invitation has expired, has been used or was withdrawn. Ask an owner to invite you again.'

export const RESET_LINK_UNUSABLE = 'This link has expired or has been used. Ask for a new one.'

/** What an emailed link's page found on arrival: no whole token, a token that opens nothing, or what it opens. */
export type LinkArrival<Found> = { link: 'incomplete' } | { link: 'unusable' } | ({ link: 'usable' } & Found)
