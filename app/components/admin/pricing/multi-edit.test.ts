import { describe, expect, it } from 'vitest'
import { planEdit, planSummary } from './multi-edit'
import { MANCHESTER, option } from './test-options'

const june10 = option({ departureDate: '2027-06-10' })
const june12 = option({ departureDate: '2027-06-12' })
const june14 = option({ departureDate: '2027-06-14' })

describe('editing several dates (Edit all)', () => {
  it('updates kept dates, deletes unticked ones and creates new ticks', () => {
    const plan = planEdit({
      editing: [june10, june12, june14],
      selectedDates: ['2027-06-16', '2027-06-10', '2027-06-14'],
      single: false,
    })
    expect(plan.update).toEqual([
      { option: june10, departureDate: '2027-06-10' },
      { option: june14, departureDate: '2027-06-14' },
    ])
    expect(plan.remove).toEqual([june12])
    expect(plan.create).toEqual(['2027-06-16'])
    expect(planSummary(plan)).toBe('Saving will update 2 dates, delete 1 date and create 1 date.')
  })

  it('only updates when the same dates stay ticked', () => {
    const plan = planEdit({
      editing: [june10, june12],
      selectedDates: ['2027-06-12', '2027-06-10'],
      single: false,
    })
    expect(plan.update.map((entry) => entry.option)).toEqual([june10, june12])
    expect(plan.remove).toEqual([])
    expect(plan.create).toEqual([])
  })

  it('updates an option the airport already has on a ticked date rather than creating a duplicate', () => {
    const other = option({ departureDate: '2027-06-20', price: '1299.00' })
    const plan = planEdit({
      editing: [june10],
      selectedDates: ['2027-06-10', '2027-06-20'],
      single: false,
      others: [other],
    })
    expect(plan.update).toEqual([
      { option: june10, departureDate: '2027-06-10' },
      { option: other, departureDate: '2027-06-20' },
    ])
    expect(plan.create).toEqual([])
  })

  it('moving to another airport that has the date updates that one and deletes the moved option', () => {
    const atManchester = option({ departureDate: '2027-06-10', airport: MANCHESTER })
    const plan = planEdit({
      editing: [june10],
      selectedDates: ['2027-06-10'],
      single: false,
      others: [atManchester],
    })
    expect(plan.update).toEqual([{ option: atManchester, departureDate: '2027-06-10' }])
    expect(plan.remove).toEqual([june10])
  })

  it('never mistakes a refetched copy of an option being edited for another option', () => {
    const refetched = { ...june12, price: '1099.00' }
    const plan = planEdit({
      editing: [june10, june12],
      selectedDates: ['2027-06-10', '2027-06-12'],
      single: false,
      others: [{ ...june10 }, refetched],
    })
    expect(plan.update.map((entry) => entry.option)).toEqual([june10, june12])
    expect(plan.remove).toEqual([])
  })

  it('ignores repeated ticks and the time part of a date', () => {
    const plan = planEdit({
      editing: [],
      selectedDates: ['2027-06-10', '2027-06-10T00:00:00Z'],
      single: false,
    })
    expect(plan.create).toEqual(['2027-06-10'])
  })
})

describe('editing one date (Edit)', () => {
  it('updates the original and creates an option for each extra date', () => {
    const plan = planEdit({
      editing: [june10],
      selectedDates: ['2027-06-10', '2027-06-11', '2027-06-18'],
      single: true,
    })
    expect(plan.update).toEqual([{ option: june10, departureDate: '2027-06-10' }])
    expect(plan.remove).toEqual([])
    expect(plan.create).toEqual(['2027-06-11', '2027-06-18'])
  })

  it('moves the original to the first new date when its own date is unticked', () => {
    const plan = planEdit({ editing: [june10], selectedDates: ['2027-06-18', '2027-06-11'], single: true })
    expect(plan.update).toEqual([{ option: june10, departureDate: '2027-06-11' }])
    expect(plan.remove).toEqual([])
    expect(plan.create).toEqual(['2027-06-18'])
  })

  it('says when nothing is ticked', () => {
    const plan = planEdit({ editing: [june10], selectedDates: [], single: true })
    expect(plan.remove).toEqual([june10])
    expect(planSummary({ update: [], remove: [], create: [] })).toBe('Tick at least one departure date.')
  })
})
