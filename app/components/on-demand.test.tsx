import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { onDemand } from './on-demand'

const Greeting = ({ name }: { name: string }) => <p>Ciao, {name}</p>

const inSuspense = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>loading</p>}>{element}</Suspense>)

describe('onDemand', () => {
  it('suspends a first render that comes before the code', () => {
    const greeting = onDemand(async () => Greeting)
    expect(inSuspense(<greeting.Component name="Maria" />)).toContain('loading')
  })

  it('renders at once, without suspending, once load has settled', async () => {
    const greeting = onDemand(async () => Greeting)
    await greeting.load()
    expect(inSuspense(<greeting.Component name="Maria" />)).toContain('Ciao, <!-- -->Maria')
  })

  it('fetches once however often it is asked, and again after a failure', async () => {
    let fetches = 0
    let fail = true
    const greeting = onDemand(async () => {
      fetches += 1
      if (fail) throw new Error('offline')
      return Greeting
    })
    await expect(greeting.load()).rejects.toThrow('offline')
    fail = false
    await Promise.all([greeting.load(), greeting.load()])
    expect(fetches).toBe(2)
  })
})
