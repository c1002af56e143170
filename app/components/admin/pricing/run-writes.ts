import { type EditPlan, planSize } from './multi-edit'

export type WriteOutcome = {
  succeeded: { update: number; remove: number; create: number }
  failed: number
  /** The first failure, so the toast can give the server's reason (a duplicate date, say). */
  firstError: unknown
}

type Writers = {
  update: (id: number, departureDate: string) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
  create: (departureDate: string) => Promise<unknown>
}

/**
 * Runs an edit plan, one request per date, and counts what saved: SPEC 8 reports partial success rather
 * than all or nothing. Deletes go first and creates last, so a date freed by one write is free for the next.
 */
export async function runWrites(plan: EditPlan, writers: Writers): Promise<WriteOutcome> {
  const outcome: WriteOutcome = {
    succeeded: { update: 0, remove: 0, create: 0 },
    failed: 0,
    firstError: null,
  }
  const phases = [
    ['remove', plan.remove.map((option) => () => writers.remove(option.id))],
    [
      'update',
      plan.update.map(
        ({ option, departureDate }) =>
          () =>
            writers.update(option.id, departureDate),
      ),
    ],
    ['create', plan.create.map((date) => () => writers.create(date))],
  ] as const
  for (const [kind, writes] of phases) {
    const results = await Promise.allSettled(writes.map((write) => write()))
    for (const result of results) {
      if (result.status === 'fulfilled') outcome.succeeded[kind] += 1
      else {
        outcome.failed += 1
        outcome.firstError ??= result.reason
      }
    }
  }
  return outcome
}

export const succeededCount = (outcome: WriteOutcome) =>
  outcome.succeeded.update + outcome.succeeded.remove + outcome.succeeded.create

/** Thrown when nothing saved, so the mutation's error toast (SPEC 8's 'Failed to ...') shows. */
export class NothingSavedError extends Error {
  readonly cause: unknown
  constructor(cause: unknown) {
    super('No pricing option was saved')
    this.name = 'NothingSavedError'
    this.cause = cause
  }
}

/** The outcome, or NothingSavedError when there was something to save and none of it saved. */
export async function runPlan(plan: EditPlan, writers: Writers): Promise<WriteOutcome> {
  const outcome = await runWrites(plan, writers)
  if (planSize(plan) > 0 && succeededCount(outcome) === 0) throw new NothingSavedError(outcome.firstError)
  return outcome
}
