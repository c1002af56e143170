import { Router } from 'express'
import {
  findPackageId,
  getPackageDetail,
  listPackageFeatures,
  listPackageImages,
  listPackagePricing,
  listPackageReviews,
  listPackages,
} from '#app/services/packages.server'
import type { ApiContext } from './context'
import { notFound } from './http-error'
import { validate, validated } from './middleware/validate'
import { SlugOrIdParams } from './params'

const bySlugOrId = { params: SlugOrIdParams }

export function packagesRouter({ db }: ApiContext) {
  const router = Router()

  router.get('/', async (_req, res) => {
    res.json(await listPackages(db))
  })

  router.get('/:slugOrId', validate(bySlugOrId), async (_req, res) => {
    const { params } = validated<typeof bySlugOrId>(res.locals)
    const pkg = await getPackageDetail(db, params.slugOrId)
    if (!pkg) throw notFound('Travel package')
    res.json(pkg)
  })

  const subResources = {
    reviews: listPackageReviews,
    features: listPackageFeatures,
    images: listPackageImages,
    pricing: listPackagePricing,
  } as const

  for (const [name, list] of Object.entries(subResources)) {
    router.get(`/:slugOrId/${name}`, validate(bySlugOrId), async (_req, res) => {
      const { params } = validated<typeof bySlugOrId>(res.locals)
      const id = await findPackageId(db, params.slugOrId)
      if (id === null) throw notFound('Travel package')
      res.json(await list(db, id))
    })
  }

  return router
}
