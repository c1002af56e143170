import { formatUkTimestamp } from '#app/components/admin/format-timestamp'
import type { PackageDetail } from '#app/lib/catalogue'

/**
 * The sentence that tells staff a write called off the package's schedule (decision 58), or undefined when
 * it did not: a schedule goes live with the state it was set for, so the new state is scheduled again by
 * choice. `because` finishes "was cancelled because …": "you published it by hand".
 */
export function cancelledScheduleLine(
  answer: Pick<PackageDetail, 'cancelledSchedule'> | null | undefined,
  because: string,
): string | undefined {
  if (!answer?.cancelledSchedule) return undefined
  return (
    `The schedule for ${formatUkTimestamp(answer.cancelledSchedule)} (UK time) was cancelled because ` +
    `${because}. Schedule it again if it should still go live by itself.`
  )
}
