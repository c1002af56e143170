import { data, redirect } from 'react-router'
import { getAppContext } from '#app/app-context.server'
import {
  type CallbackErrors,
  type CallbackValues,
  callbackErrors,
  callbackLead,
  postedCallbackValues,
} from '#app/components/callback/callback-fields'
import { GENERAL_CALLBACK } from '#app/components/callback/lead-messages'
import { validateLead } from '#app/components/callback/lead-validation'
import type { Database } from '#app/db/client.server'
import { doneAddress, returnPath, SENT_FLAG } from '#app/lib/enquiry-pages'
import { formText, readFormPost, requireSameSitePost } from '#app/routes/form-post-guard.server'
import { leadSourceField } from '#app/schemas/lead'
import { recordLead } from '#app/services/leads/call-backs.server'
import { getPackageDetail } from '#app/services/packages/packages.server'
import type { Route } from './+types/enquiries-call-back'

/** What a post without scripts gets back when the request was not stored: the values, and why. */
type CallbackPostAnswer = { values: CallbackValues; errors: CallbackErrors; failed?: boolean }

/**
 * What the call-back page's address says, as the trigger's form (or a partner's link) wrote it: the package
 * to talk about (its slug, so no other text can be put in the page's mouth), where the request started, the
 * way back. A source too long to keep is left out rather than refusing a visitor who did not write it.
 */
export async function readCallbackPage(db: Database, url: URL) {
  const slug = url.searchParams.get('package')
  // A draft's name is not said to a visitor: the request becomes a general one.
  const pkg = slug ? await getPackageDetail(db, slug, 'visitors') : null
  return {
    packageTitle: pkg?.title ?? GENERAL_CALLBACK.packageTitle,
    prefill: pkg ? undefined : GENERAL_CALLBACK.prefill,
    source: leadSourceField.safeParse(url.searchParams.get('source')).data,
    returnTo: returnPath(url.searchParams.get('returnTo')),
    sent: url.searchParams.has(SENT_FLAG),
  }
}

/**
 * The call-back form posted without scripts: the same guards, limit, schema and service as
 * `POST /api/contact-webhook`, then (post, redirect, get) the page again saying it was sent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, leadOutbox, mailer, countPublicWrite } = getAppContext(context)
  requireSameSitePost(request, config.PUBLIC_URL)
  const form = await readFormPost(request)
  const values = postedCallbackValues((name) => formText(form, name))
  // Counted before the check, as at the API.
  if (!(await countPublicWrite('contact-webhook'))) {
    return data<CallbackPostAnswer>({ values, errors: {}, failed: true }, { status: 429 })
  }
  const url = new URL(request.url)
  const result = validateLead(callbackLead(values, await readCallbackPage(db, url)))
  if (!result.success) {
    return data<CallbackPostAnswer>({ values, errors: callbackErrors(result.errors) }, { status: 400 })
  }
  // No submission id here: the form's page may be shared by every visitor for a while (decision 13), and
  // one id in it would make two visitors' requests one. Decision 5's content key makes a double submit one.
  await recordLead(db, result.data, { outbox: leadOutbox, mailer })
  return redirect(doneAddress(url, SENT_FLAG), 303)
}
