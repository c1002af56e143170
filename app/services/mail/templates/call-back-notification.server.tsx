import { fullName, preferredTimeLabel, sourceLabel } from '#app/components/admin/leads/lead-labels'
import type { LeadCustomFields } from '#app/db/schema.server'
import { LINE_BREAKS } from '#app/lib/one-line'
import { type MailMessage, type MailSettings, siteLink } from '../mail-settings.server'
import { EmailButton, renderEmailHtml, textSignature } from './email-layout.server'

type CallBack = {
  firstName: string
  lastName: string
  email: string
  phone: string
  customFields: LeadCustomFields
}

/** The request's details in the order an advisor reads them before calling. */
function details(lead: CallBack): [string, string][] {
  const { message, best_time_to_call: bestTime, package: holiday, source } = lead.customFields
  return [
    ['Name', fullName(lead)],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Best time to call', preferredTimeLabel(bestTime)],
    ['Holiday', holiday ?? 'Not given'],
    ['Sent from', sourceLabel(source)],
    ['Message', message ?? 'None'],
  ]
}

/**
 * A value as the plain-text part shows it, after its label: its later lines (a message's) indented, so no
 * line of it can pass for a line of the email's own, such as 'Bcc: …'. The schema keeps names, phone numbers
 * and addresses to one line already (decision 47); this holds whatever reaches the template.
 */
const textValue = (value: string) => value.replace(LINE_BREAKS, '\n  ')

/**
 * To a member of staff who asked to hear of each new call-back request (their setting in the admin). A
 * `repeat` was folded into the lead of the person's earlier request (decision 53), and says so.
 */
export function callBackNotificationMail(
  settings: MailSettings,
  to: string,
  lead: CallBack,
  { repeat = false } = {},
): MailMessage {
  const subject = `${repeat ? 'Another' : 'New'} call-back request from ${fullName(lead)}`
  const opening = repeat
    ? 'A visitor has asked us again to call them back; it is listed with their earlier request.'
    : 'A visitor has asked us to call them back.'
  const inbox = siteLink(settings, '/admin/leads')
  const rows = details(lead)
  const why =
    'You receive this because you asked to be emailed about new call-back requests; you can turn it off on the Leads tab of the admin.'
  return {
    kind: 'call-back-notification',
    to,
    about: lead.email,
    subject,
    text: [
      opening,
      rows.map(([label, value]) => `${label}: ${textValue(value)}`).join('\n'),
      `All requests: ${inbox}`,
      why,
      textSignature(settings),
    ].join('\n\n'),
    html: renderEmailHtml({
      settings,
      title: subject,
      children: (
        <>
          <p>{opening}</p>
          <dl>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt style={{ fontWeight: 'bold' }}>{label}</dt>
                <dd style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }}>{value}</dd>
              </div>
            ))}
          </dl>
          <EmailButton href={inbox}>Open the call-back requests</EmailButton>
        </>
      ),
      footer: <p>{why}</p>,
    }),
  }
}
