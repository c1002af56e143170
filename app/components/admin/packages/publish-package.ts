import { type PublishResult, requestPublish } from '#app/browser/publish-package'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { toast } from '#app/components/toast'
import { notPublishedMessage } from '#app/lib/publish-checklist'

type PublishRequest = { id: number; anyway: boolean }

/**
 * One click shows a draft to visitors; the list, the page caches and the sitemap follow at once. A draft
 * the server finds incomplete stays one, and the refreshed card lists what it lacks, with "Publish anyway"
 * (decision 50).
 */
export const usePublishPackage = () =>
  useAdminMutation<PublishRequest, PublishResult>({
    run: async ({ id, anyway }) => {
      const result = await requestPublish(id, { anyway })
      if ('missing' in result)
        toast.error('Not published', { description: notPublishedMessage(result.missing) })
      else toast.success('Package published')
      return result
    },
    refresh: [adminKeys.packages],
    failure: 'Failed to publish travel package. Please try again.',
  })
