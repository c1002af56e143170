import { describe, expect, it } from 'vitest'
import { apiQueryOf, isFiltered, readListView, withListChange } from './package-list-view'

const params = (query: string) => new URLSearchParams(query)

describe("the admin package list's address", () => {
  it('reads the view, leaving values it does not know at their defaults', () => {
    expect(
      readListView(params('q=%20rome%20&status=draft&featured=true&destinationId=4&sort=title&page=3')),
    ).toEqual({
      q: 'rome',
      status: 'draft',
      featured: 'true',
      destinationId: '4',
      sort: 'title',
      page: 3,
    })
    expect(readListView(params('status=archived&featured=yes&destinationId=x&sort=price&page=-2'))).toEqual({
      q: '',
      status: '',
      featured: '',
      destinationId: '',
      sort: 'featured',
      page: 1,
    })
  })

  it("asks the API for the view's filters and its page of 24", () => {
    const view = readListView(params('q=rome&status=draft&page=3'))
    expect(apiQueryOf(view)).toBe('q=rome&status=draft&sort=featured&limit=24&offset=48')
    expect(isFiltered(view)).toBe(true)
    expect(isFiltered(readListView(params('sort=title&page=2')))).toBe(false)
  })

  it('starts a new filter from page 1 and leaves defaults out of the address', () => {
    expect(withListChange(params('q=rome&page=3&tab=x'), { status: 'draft' }).toString()).toBe(
      'q=rome&tab=x&status=draft',
    )
    expect(withListChange(params('q=rome&sort=title'), { q: '', sort: 'featured', page: 2 }).toString()).toBe(
      'page=2',
    )
  })
})
