import type { PricingOption } from '#app/lib/catalogue'

/** What saving the edit dialog does: one PUT, DELETE or POST per entry. */
export type EditPlan = {
  /** Options kept (or moved to a new date), each saved with the dialog's details. */
  update: Array<{ option: PricingOption; departureDate: string }>
  remove: PricingOption[]
  /** Departure dates that get a new option. */
  create: string[]
}

type PlanInput = {
  /** The options the dialog opened with: one for 'Edit', a row's or a group's for 'Edit all'. */
  editing: PricingOption[]
  /** The departure dates ticked in the dialog, 'YYYY-MM-DD'. */
  selectedDates: string[]
  /** Editing a single option: it moves to a new date rather than being deleted when its date is unticked. */
  single: boolean
  /**
   * The package's options at the airport being saved to (those being edited are skipped). A ticked date
   * that already has one is updated instead of created, which the server would refuse as a duplicate (409).
   */
  others?: PricingOption[]
}

const day = (date: string) => date.slice(0, 10)

/**
 * SPEC 4's multi-edit: dates kept are updated, unticked dates are deleted, newly ticked dates are created.
 * Editing one option with extra dates ticked updates the original and creates the others.
 */
export function planEdit({ editing, selectedDates, single, others = [] }: PlanInput): EditPlan {
  const editingByDate = new Map(editing.map((option) => [day(option.departureDate), option]))
  // By id: the package's list may have been refetched since the dialog opened, giving new objects.
  const editingIds = new Set(editing.map((option) => option.id))
  const othersByDate = new Map(
    others
      .filter((option) => !editingIds.has(option.id))
      .map((option) => [day(option.departureDate), option]),
  )
  const wanted = [...new Set(selectedDates.map(day))].sort()
  const update: EditPlan['update'] = []
  const create: string[] = []
  const kept = new Set<PricingOption>()

  for (const date of wanted) {
    // An option already at the target airport wins: when the airport changes, the one being moved gives way.
    const option = othersByDate.get(date) ?? editingByDate.get(date)
    if (option) {
      update.push({ option, departureDate: date })
      kept.add(option)
    } else {
      create.push(date)
    }
  }
  const remove = editing.filter((option) => !kept.has(option))

  // One option whose own date was unticked keeps its id and history by moving to the first new date.
  const [original] = remove
  const [firstNew] = create
  if (single && remove.length === 1 && original && firstNew) {
    return {
      update: [...update, { option: original, departureDate: firstNew }].sort((a, b) =>
        a.departureDate.localeCompare(b.departureDate),
      ),
      remove: [],
      create: create.slice(1),
    }
  }
  return { update, remove, create }
}

/** How many writes the plan makes: the dialog's summary line and the toast both count them. */
export function planSize(plan: EditPlan): number {
  return plan.update.length + plan.remove.length + plan.create.length
}

/** The plan in words, shown before saving: 'Saving will update 2 dates, delete 1 and create 1.' */
export function planSummary(plan: EditPlan): string {
  const dates = (count: number) => `${count} date${count === 1 ? '' : 's'}`
  const parts = [
    plan.update.length > 0 ? `update ${dates(plan.update.length)}` : null,
    plan.remove.length > 0 ? `delete ${dates(plan.remove.length)}` : null,
    plan.create.length > 0 ? `create ${dates(plan.create.length)}` : null,
  ].filter((part): part is string => part !== null)
  if (parts.length === 0) return 'Tick at least one departure date.'
  const last = parts.pop()
  return `Saving will ${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last}.`
}
