import { Router } from 'express'
import { MAX_PACKAGES_PAGE_SIZE } from '#app/lib/list-page'
import { notPublishedMessage } from '#app/lib/publish-checklist'
import {
  ClonePackageInputSchema,
  FeaturedOrderSchema,
  PackageInputSchema,
  PublishPackageInputSchema,
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
  PACKAGE_PART_NAMES,
  pagePackagePricingOf,
} from '#app/services/packages/packages.server'
import { audienceOf, sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { HttpError, notFound } from './http-error'
import { access } from './middleware/access'
import { auditTrail } from './middleware/audit'
import { badInput, validate, validated } from './middleware/validate'
import { pageOf, pagingUpTo, sendPage } from './paging'
import { IdParams, PackageIncludeQuery, PricingRangeQuery, SlugOrIdParams } from './params'

const packagePaging = pagingUpTo(MAX_PACKAGES_PAGE_SIZE)
const list = {
  query: PackageSearchSchema.extend(PackageListFiltersSchema.shape)
    .extend(packagePaging.query.shape)
    .superRefine(oneKindOfFilter),
}
const bySlugOrId = { params: SlugOrIdParams }
const packageQuery = { params: SlugOrIdParams, query: PackageIncludeQuery }
const pricingQuery = { params: SlugOrIdParams, query: PricingRangeQuery }
const newPackage = { body: PackageInputSchema }
const changedPackage = { params: IdParams, body: PackageInputSchema }
const packageCopy = { params: IdParams, body: ClonePackageInputSchema }
const byId = { params: IdParams }
const publishing = { params: IdParams, body: PublishPackageInputSchema }
const featuredOrder = { body: FeaturedOrderSchema }

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
      res.status(201).json(found(await createPackage(db, body)))
    },
  )

  router.put(
    '/:id',
    access('catalogue'),
    audit('update', 'package'),
    validate(changedPackage),
    async (_req, res) => {
      const { params, body } = validated<typeof changedPackage>(res.locals)
      res.json(found(await updatePackage(db, params.id, body)))
    },
  )

  router.post(
    '/:id/clone',
    access('catalogue'),
    audit('clone', 'package'),
    validate(packageCopy),
    async (_req, res) => {
      const { params, body } = validated<typeof packageCopy>(res.locals)
      res.status(201).json(found(await clonePackage(db, params.id, body.title)))
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
