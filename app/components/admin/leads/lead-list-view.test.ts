import { describe, expect, it } from 'vitest'
import {
  apiQueryOf,
  exportPathOf,
  isFiltered,
  nextSort,
  readLeadView,
  withLeadViewChange,
} from './lead-list-view'

const view = (query: string) => readLeadView(new URLSearchParams(query))

describe('readLeadView', () => {
  it('reads the filters, order, page and open lead from the address', () => {
    expect(
      view(
        'status=new,booked&assignee=me&q=%20rossi%20&from=2026-05-01&to=2026-05-31&overdue=true&sort=name&order=desc&page=3&lead=12',
      ),
    ).toEqual({
      status: ['new', 'booked'],
      assignee: 'me',
      q: 'rossi',
      from: '2026-05-01',
      to: '2026-05-31',
      overdue: true,
      sort: 'name',
      order: 'desc',
      page: 3,
      lead: 12,
    })
  })

  it('leaves what it does not know at the defaults, each sort with its own order', () => {
    expect(view('status=lost,new,new&assignee=bob&from=may&sort=price&page=-2&lead=x')).toEqual({
      status: ['new'],
      assignee: '',
      q: '',
      from: '',
      to: '',
      overdue: false,
      sort: 'received',
      order: 'desc',
      page: 1,
      lead: null,
    })
    expect(view('sort=follow-up').order).toBe('asc')
    expect(isFiltered(view(''))).toBe(false)
    expect(isFiltered(view('overdue=true'))).toBe(true)
  })
})

describe("the API's addresses for a view", () => {
  it('ask for its page with its filters, and the export for every match', () => {
    const narrowed = view('status=contacted&assignee=none&sort=follow-up&page=2&lead=4')
    expect(apiQueryOf(narrowed)).toBe('status=contacted&assignee=none&sort=follow-up&limit=50&offset=50')
    expect(exportPathOf(narrowed)).toBe('/api/leads/export.csv?status=contacted&assignee=none&sort=follow-up')
    expect(exportPathOf(view(''))).toBe('/api/leads/export.csv')
    // Days the wrong way round still mean the days between them; a year still being typed is no day yet.
    expect(apiQueryOf(view('from=2026-05-31&to=2026-05-01'))).toBe(
      'from=2026-05-01&to=2026-05-31&limit=50&offset=0',
    )
    expect(view('from=0002-05-01').from).toBe('')
  })
})

describe('withLeadViewChange', () => {
  it('starts a new filter from page 1, keeps the page when a lead opens, and leaves defaults out', () => {
    const current = new URLSearchParams('q=rossi&page=3')
    expect(withLeadViewChange(current, { status: ['new'] }).toString()).toBe('status=new&q=rossi')
    expect(withLeadViewChange(current, { lead: 7 }).toString()).toBe('q=rossi&page=3&lead=7')
    expect(withLeadViewChange(new URLSearchParams('lead=7&page=2'), { lead: null }).toString()).toBe('page=2')
    expect(withLeadViewChange(current, { sort: 'received', order: 'desc' }).toString()).toBe('q=rossi')
  })
})

describe('nextSort', () => {
  it('turns a new column to its own order, and the same column the other way', () => {
    expect(nextSort(view(''), 'name')).toEqual({ sort: 'name', order: 'asc' })
    expect(nextSort(view(''), 'received')).toEqual({ sort: 'received', order: 'asc' })
    expect(nextSort(view('sort=name'), 'name')).toEqual({ sort: 'name', order: 'desc' })
  })
})
