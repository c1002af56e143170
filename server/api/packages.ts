import { Router } from 'express'
import { activeFields } from '#app/lib/package-search'
import { ClonePackageInputSchema, PackageInputSchema } from '#app/schemas/package'
import { PackageSearchSchema } from '#app/schemas/package-search'
import { removeUnusedFiles } from '#app/services/images/images.server'
import {
  clonePackage,
  createPackage,
  deletePackage,
  updatePackage,
} from '#app/services/packages/package-writes.server'
import {
  findPackageId,
  getPackageAnswer,
  listPackageFeatures,
  listPackageImages,
  listPackagePricing,
  listPackageReviews,
  listPackages,
} from '#app/services/packages/packages.server'
import { searchPackages } from '#app/services/search/package-search.server'
import { sharedWhenSuccessful } from '../shared-caching'
import type { ApiContext } from './context'
import { notFound } from './http-error'
import { badInput, validate, validated } from './middleware/validate'
import { IdParams, PackageIncludeQuery, SlugOrIdParams } from './params'

const search = { query: PackageSearchSchema }
const bySlugOrId = { params: SlugOrIdParams }
const packageQuery = { params: SlugOrIdParams, query: PackageIncludeQuery }
const newPackage = { body: PackageInputSchema }
const changedPackage = { params: IdParams, body: PackageInputSchema }
const packageCopy = { params: IdParams, body: ClonePackageInputSchema }
const byId = { params: IdParams }

export function packagesRouter({ db, imageStorage }: ApiContext) {
  const router = Router()

  const answerPackage = async (slugOrId: string | number | null, everyOption = false) => {
    const pkg = slugOrId === null ? null : await getPackageAnswer(db, String(slugOrId), { everyOption })
    if (!pkg) throw notFound('Travel package')
    return pkg
  }

  // The holiday search of the offers page; with no filter the list is exactly as it always was.
  router.get('/', sharedWhenSuccessful, validate(search), async (_req, res) => {
    const { query } = validated<typeof search>(res.locals)
    if (activeFields(query).length === 0) {
      res.json(await listPackages(db))
      return
    }
    const { packages, problems } = await searchPackages(db, query)
    if (problems.length > 0) throw badInput(problems)
    res.json(packages)
  })

  router.get('/:slugOrId', sharedWhenSuccessful, validate(packageQuery), async (_req, res) => {
    const { params, query } = validated<typeof packageQuery>(res.locals)
    res.json(await answerPackage(params.slugOrId, query.include === 'pricing'))
  })

  const subResources = {
    reviews: listPackageReviews,
    features: listPackageFeatures,
    images: listPackageImages,
    pricing: listPackagePricing,
  } as const

  for (const [name, list] of Object.entries(subResources)) {
    router.get(`/:slugOrId/${name}`, sharedWhenSuccessful, validate(bySlugOrId), async (_req, res) => {
      const { params } = validated<typeof bySlugOrId>(res.locals)
      const id = await findPackageId(db, params.slugOrId)
      if (id === null) throw notFound('Travel package')
      res.json(await list(db, id))
    })
  }

  router.post('/', validate(newPackage), async (_req, res) => {
    const { body } = validated<typeof newPackage>(res.locals)
    res.status(201).json(await answerPackage(await createPackage(db, body)))
  })

  router.put('/:id', validate(changedPackage), async (_req, res) => {
    const { params, body } = validated<typeof changedPackage>(res.locals)
    if (!(await updatePackage(db, params.id, body))) throw notFound('Travel package')
    res.json(await answerPackage(params.id))
  })

  router.post('/:id/clone', validate(packageCopy), async (_req, res) => {
    const { params, body } = validated<typeof packageCopy>(res.locals)
    res.status(201).json(await answerPackage(await clonePackage(db, params.id, body.title)))
  })

  router.delete('/:id', validate(byId), async (_req, res) => {
    const { params } = validated<typeof byId>(res.locals)
    const deleted = await deletePackage(db, params.id)
    if (!deleted) throw notFound('Travel package')
    await removeUnusedFiles(db, imageStorage, deleted.imageUrls)
    res.status(204).end()
  })

  return router
}
