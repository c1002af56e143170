import { ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from '#app/lib/staff-roles'
import { composeStaffEmail } from './staff-email.server'

/** The invitation an owner sends: who invites, as what, and the link to choose a password. */
export function invitationEmail(invite: {
  to: string
  role: StaffRole
  invitedBy: string
  agencyName: string
  url: string
}) {
  return composeStaffEmail({
    to: invite.to,
    subject: `You are invited to the ${invite.agencyName} back office`,
    paragraphs: [
      `${invite.invitedBy} has invited you to the ${invite.agencyName} back office as ${ROLE_LABELS[invite.role]}: ${ROLE_DESCRIPTIONS[invite.role]}`,
      'Choose your password with the link below. It works once, within 7 days.',
    ],
    link: { label: 'Choose your password', url: invite.url },
    closing: ['If you were not expecting this, ignore this email: nothing happens unless the link is used.'],
  })
}

/** A forgotten password's link, valid for an hour. */
export function passwordResetEmail(reset: { to: string; agencyName: string; url: string }) {
  return composeStaffEmail({
    to: reset.to,
    subject: `Reset your ${reset.agencyName} back office password`,
    paragraphs: [
      `Someone, we hope you, asked to reset the password of ${reset.to} for the ${reset.agencyName} back office.`,
      'The link below lets you choose a new one. It works once, within an hour, and signs you out everywhere else.',
    ],
    link: { label: 'Choose a new password', url: reset.url },
    closing: ['If you did not ask for this, ignore this email: your password stays as it is.'],
  })
}
