import { type ChecklistResult, requestPublish } from '#app/browser/publish-package'
import { adminKeys, useAdminMutation } from '#app/components/admin/admin-queries'
import { cancelledScheduleLine } from '#app/components/admin/packages/cancelled-schedule'
import { toast } from '#app/components/toast'
import { notPublishedMessage } from '#app/lib/publish-checklist'

type PublishRequest = { id: number; anyway: boolean }

/**
 * One click shows a draft to visitors; the list, the page caches and the sitemap follow at once. A draft
 * the server finds incomplete stays one, and the refreshed card lists what it lacks, with "Publish anyway"
 * (decision 50). A schedule set before is called off, and the toast says so (decision 58).
 */
export const usePublishPackage = () =>
  useAdminMutation<PublishRequest, ChecklistResult>({
    run: async ({ id, anyway }) => {
      const result = await requestPublish(id, { anyway })
      if ('missing' in result)
        toast.error('Not published', { description: notPublishedMessage(result.missing) })
      else
        toast.success('Package published', {
          description: cancelledScheduleLine(result.answer, 'you published it by hand'),
        })
      return result
    },
    refresh: [adminKeys.packages],
    failure: 'Failed to publish travel package. Please try again.',
  })
