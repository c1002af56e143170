import { type Response, Router } from 'express'
import { MAX_PACKAGES_PAGE_SIZE } from '#app/lib/list-page'
import { partNames, type SnapshotPart } from '#app/lib/package-versions'
import { notPublishedMessage } from '#app/lib/publish-checklist'
import {
  ClonePackageInputSchema,
  FeaturedOrderSchema,
  PackageInputSchema,
  PublishPackageInputSchema,
  SchedulePublishInputSchema,
} from '#app/schemas/package'
import { oneKindOfFilter, PackageListFiltersSchema } from '#app/schemas/package-list'
import { PackageSearchSchema } from '#app/schemas/package-search'
import {
  FeaturedOrderMismatch,
  homePageOffers,
  reorderFeaturedPackages,
} from '#app/services/packages/featured-order.server'
import { browsePackages } from '#app/services/packages/package-list.server'
import {
  type PendingOutcome,
  publishPendingChanges,
  savePendingChanges,
} from '#app/services/packages/package-pending.server'
import { restorePackageVersion } from '#app/services/packages/package-restore.server'
import { getPackageVersion, listPackageVersions } from '#app/services/packages/package-versions.server'
import {
  answerFor,
  clonePackage,
  createPackage,
  deletePackage,
  publishPackage,
  unpublishPackage,
  updatePackage,
} from '#app/services/packages/package-writes.server'
import {
  getPackageAnswer,
  listPackagePart,
  loadPackageCalendarOf,
  PACKAGE_PART_NAMES,
  pagePackagePricingOf,
} from '#app/services/packages/packages.server'
import { schedulePublish } from '#app/services/packages/scheduled-publishing.server'
import { audienceOf, sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { currentAdmin } from './middleware/admin-session'
import { auditTrail, noteForAudit } from './middleware/audit'
import { badInput, validate, validated } from './middleware/validate'
import { PageQuery, pageOf, pagingUpTo, sendPage } from './paging'
import {
  CalendarQuery,
  IdParams,
  PackageIncludeQuery,
  PricingRangeQuery,
  SlugOrIdParams,
  VersionParams,
} from './params'

const packagePaging = pagingUpTo(MAX_PACKAGES_PAGE_SIZE)
const list = {
  query: PackageSearchSchema.extend(PackageListFiltersSchema.shape)
    .extend(packagePaging.query.shape)
    .superRefine(oneKindOfFilter),
}
const bySlugOrId = { params: SlugOrIdParams }
const packageQuery = { params: SlugOrIdParams, query: PackageIncludeQuery }
const pricingQuery = { params: SlugOrIdParams, query: PricingRangeQuery }
const calendarQuery = { params: SlugOrIdParams, query: CalendarQuery }
const newPackage = { body: PackageInputSchema }
const changedPackage = { params: IdParams, body: PackageInputSchema }
const packageCopy = { params: IdParams, body: ClonePackageInputSchema }
const byId = { params: IdParams }
const publishing = { params: IdParams, body: PublishPackageInputSchema }
const featuredOrder = { body: FeaturedOrderSchema }
const versionList = { params: IdParams, query: PageQuery }
const byVersion = { params: VersionParams }
const scheduling = { params: IdParams, body: SchedulePublishInputSchema }

const authorOf = (res: Response) => currentAdmin(res)?.id ?? null

/** The activity log's line for a restore: which version came back, as which, and what it changed. */
const restoredWords = (from: number, kept: { version: number; changed: SnapshotPart[] }) =>
  `Restored version ${from} as version ${kept.version}` +
  (kept.changed.length > 0 ? `: ${partNames(kept.changed)}.` : '.')

const publishedWords = (kept: { version: number; changed: SnapshotPart[] } | null) =>
  kept
    ? `Published pending changes as version ${kept.version}: ${partNames(kept.changed)}.`
    : 'Published pending changes, which the package already held.'

/** The activity log's words for a schedule a write called off (decision 58), after the write's own. */
const withCancelled = (words: string, cancelled: Date | null) =>
  cancelled ? `${words} The schedule for ${cancelled.toISOString()} was cancelled.` : words

/** A pending write's refusal as the API's error; what it did otherwise. */
function answerPending<T extends PendingOutcome>(outcome: T) {
  if ('missing' in outcome) throw notFound('Travel package')
  if ('conflict' in outcome) throw new HttpError(409, outcome.conflict)
  return outcome as Exclude<T, { missing: true } | { conflict: string }>
}

/** Every answer but a deletion is the package, or a list of its, or a 404 when there is none. */
const found = <T>(answer: T | null) => {
  if (!answer) throw notFound('Travel package')
  return answer
}

export function packagesRouter({ db, imageStorage }: ApiContext) {
  const router = Router()
  const audit = auditTrail(db)

  // The holiday search of the offers page, or, with none of its filters, the catalogue list: staff's has the
  // drafts too and takes the list filters (q, status, featured, destinationId, sort), which the response
  // cache drops from visitors' requests. Either answers one page (decision 38).
  router.get('/', access('anyone'), sharedWhenSuccessful, validate(list), async (_req, res) => {
    const { query } = validated<typeof list>(res.locals)
    const window = packagePaging.pageOf(query)
    const { page, problems } = await browsePackages(db, query, audienceOf(res), window)
    if (problems.length > 0) throw badInput(problems)
    sendPage(res, page, window)
  })

  // The home page's featured offers, in order, as the admin's ordering shows them; and their new order, which
  // editors and owners set (decision 56). Before the /:slugOrId and /:id routes, which would read
  // 'featured-order' as a slug or refuse it as an id.
  router.get('/featured-order', access('anyone'), sharedWhenSuccessful, async (_req, res) => {
    res.json(await homePageOffers(db))
  })
  router.put(
    '/featured-order',
    access('catalogue'),
    audit('reorder', 'package', {
      summary: (cards) =>
        `Featured packages on the home page: ${
          (cards as { title: string; isFeatured: boolean }[])
            .filter((card) => card.isFeatured)
            .map((card) => card.title)
            .join(', ') || 'none'
        }`,
    }),
    validate(featuredOrder),
    async (_req, res) => {
      const { body } = validated<typeof featuredOrder>(res.locals)
      const cards = await reorderFeaturedPackages(db, body.ids).catch((error: unknown) => {
        throw error instanceof FeaturedOrderMismatch ? new HttpError(400, error.message) : error
      })
      res.json(cards)
    },
  )

  router.get(
    '/:slugOrId',
    access('anyone'),
    sharedWhenSuccessful,
    validate(packageQuery),
    async (_req, res) => {
      const { params, query } = validated<typeof packageQuery>(res.locals)
      const everyOption = query.include === 'pricing'
      res.json(found(await getPackageAnswer(db, params.slugOrId, { everyOption, audience: audienceOf(res) })))
    },
  )

  for (const part of PACKAGE_PART_NAMES) {
    router.get(
      `/:slugOrId/${part}`,
      access('anyone'),
      sharedWhenSuccessful,
      validate(bySlugOrId),
      async (_req, res) => {
        const { params } = validated<typeof bySlugOrId>(res.locals)
        res.json(found(await listPackagePart(db, params.slugOrId, part, audienceOf(res))))
      },
    )
  }

  // The package page's calendar for another airport or month, for the page's own script (decision 60).
  router.get(
    '/:slugOrId/calendar',
    access('anyone'),
    sharedWhenSuccessful,
    validate(calendarQuery),
    async (_req, res) => {
      const { params, query } = validated<typeof calendarQuery>(res.locals)
      res.json(
        found(
          await loadPackageCalendarOf(db, params.slugOrId, { requested: query, audience: audienceOf(res) }),
        ),
      )
    },
  )

  // The one part that grows with the calendar: departures from `from` to `to`, a page at a time.
  router.get(
    '/:slugOrId/pricing',
    access('anyone'),
    sharedWhenSuccessful,
    validate(pricingQuery),
    async (_req, res) => {
      const { params, query } = validated<typeof pricingQuery>(res.locals)
      const page = pageOf(query)
      const range = { from: query.from, to: query.to }
      sendPage(
        res,
        found(await pagePackagePricingOf(db, params.slugOrId, { range, page, audience: audienceOf(res) })),
        page,
      )
    },
  )

  router.post(
    '/',
    access('catalogue'),
    audit('create', 'package'),
    validate(newPackage),
    async (_req, res) => {
      const { body } = validated<typeof newPackage>(res.locals)
      res.status(201).json(found(await createPackage(db, body, authorOf(res))))
    },
  )

  router.put(
    '/:id',
    access('catalogue'),
    audit('update', 'package'),
    validate(changedPackage),
    async (_req, res) => {
      const { params, body } = validated<typeof changedPackage>(res.locals)
      res.json(found(await updatePackage(db, params.id, body, authorOf(res))))
    },
  )

  router.post(
    '/:id/clone',
    access('catalogue'),
    audit('clone', 'package'),
    validate(packageCopy),
    async (_req, res) => {
      const { params, body } = validated<typeof packageCopy>(res.locals)
      res.status(201).json(found(await clonePackage(db, params.id, body.title, authorOf(res))))
    },
  )

  // A draft lacking what visitors should find on it is refused with a list of what is missing (422), unless
  // the body says `{ "anyway": true }` (decision 50).
  router.post(
    '/:id/publish',
    access('catalogue'),
    audit('publish', 'package'),
    validate(publishing),
    async (_req, res) => {
      const { params, body } = validated<typeof publishing>(res.locals)
      const outcome = found(await publishPackage(db, params.id, body))
      if ('missing' in outcome) {
        res.status(422).json({ error: notPublishedMessage(outcome.missing), missing: outcome.missing })
        return
      }
      res.json(outcome.published)
    },
  )

  router.post(
    '/:id/unpublish',
    access('catalogue'),
    audit('unpublish', 'package'),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      res.json(found(await unpublishPackage(db, params.id)))
    },
  )

  // A package's versions (decision 58): who saved what when, newest first, a page at a time.
  router.get('/:id/versions', access('catalogue'), validate(versionList), async (_req, res) => {
    const { params, query } = validated<typeof versionList>(res.locals)
    const window = pageOf(query)
    sendPage(res, found(await listPackageVersions(db, params.id, window)), window)
  })

  router.get('/:id/versions/:version', access('catalogue'), validate(byVersion), async (_req, res) => {
    const { params } = validated<typeof byVersion>(res.locals)
    const detail = await getPackageVersion(db, params.id, params.version)
    if (!detail) throw notFound('Version')
    res.json(detail)
  })

  // Brings a version back as a new one: 404 for an unknown package or version, 409 when it cannot or need
  // not come back. The answer is the package as it now is.
  router.post(
    '/:id/versions/:version/restore',
    access('catalogue'),
    audit('restore', 'package'),
    validate(byVersion),
    async (_req, res) => {
      const { params } = validated<typeof byVersion>(res.locals)
      const outcome = await restorePackageVersion(db, params.id, params.version, authorOf(res))
      if ('missing' in outcome) throw notFound(outcome.missing)
      if ('conflict' in outcome) throw new HttpError(409, outcome.conflict)
      noteForAudit(res, {
        summary: withCancelled(restoredWords(params.version, outcome.restored), outcome.cancelled),
      })
      res.json(found(await answerFor(db, params.id, outcome.cancelled)))
    },
  )

  // Pending changes (decision 58): a published package's edit kept from visitors until "Publish changes".
  router.put(
    '/:id/pending',
    access('catalogue'),
    audit('save-pending', 'package'),
    validate(changedPackage),
    async (_req, res) => {
      const { params, body } = validated<typeof changedPackage>(res.locals)
      const { cancelled } = answerPending(await savePendingChanges(db, params.id, body, authorOf(res)))
      noteForAudit(res, {
        summary: withCancelled('Saved changes as pending; visitors still see the published text.', cancelled),
      })
      res.json(found(await answerFor(db, params.id, cancelled)))
    },
  )

  router.post(
    '/:id/pending/publish',
    access('catalogue'),
    audit('publish-changes', 'package'),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      const outcome = answerPending(await publishPendingChanges(db, params.id, authorOf(res)))
      const cancelled = 'cancelled' in outcome ? outcome.cancelled : null
      if ('published' in outcome) {
        noteForAudit(res, { summary: withCancelled(publishedWords(outcome.published), cancelled) })
      }
      res.json(found(await answerFor(db, params.id, cancelled)))
    },
  )

  // A draft, or pending changes, going live by themselves at `publishAt` (decision 58); null unschedules. A
  // draft lacking what Publish asks for is refused as Publish refuses it (422), unless `anyway` (decision 50).
  router.put(
    '/:id/schedule',
    access('catalogue'),
    audit('schedule', 'package'),
    validate(scheduling),
    async (_req, res) => {
      const { params, body } = validated<typeof scheduling>(res.locals)
      const outcome = await schedulePublish(db, params.id, { ...body, authorId: authorOf(res) })
      if ('missing' in outcome) throw notFound('Travel package')
      if ('conflict' in outcome) throw new HttpError(409, outcome.conflict)
      if ('incomplete' in outcome) {
        res.status(422).json({ error: notPublishedMessage(outcome.incomplete), missing: outcome.incomplete })
        return
      }
      noteForAudit(res, {
        summary: body.publishAt ? `Scheduled to go live at ${body.publishAt.toISOString()}.` : 'Unscheduled.',
      })
      res.json(found(await answerFor(db, params.id)))
    },
  )

  router.delete(
    '/:id',
    access('catalogue'),
    audit('delete', 'package'),
    validate(byId),
    async (_req, res) => {
      const { params } = validated<typeof byId>(res.locals)
      if (!(await deletePackage(db, imageStorage, params.id))) throw notFound('Travel package')
      res.status(204).end()
    },
  )

  return router
}
