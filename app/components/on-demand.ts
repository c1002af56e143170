import { type ComponentType, lazy } from 'react'

type Module<Props> = { default: ComponentType<Props> }

/**
 * A component whose code is fetched on demand, as with React.lazy, plus `load` to fetch it before it first
 * renders. React.lazy alone suspends that first render even when the code has already arrived, and React
 * holds back the reveal of a Suspense boundary by up to 300 ms: a dialog with a lazy form inside took 0.6 s
 * to open. Once `load` has settled, the first render uses the code at once.
 */
export function onDemand<Props extends object>(fetch: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const load = () => {
    loading ??= fetch().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // Forgotten, so the next press tries the network again.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Component = lazy(() => {
    const ready = loaded
    if (!ready) return load().then((component): Module<Props> => ({ default: component }))
    // A thenable that settles inside `then` itself: React reads it as settled and does not suspend.
    // biome-ignore lint/suspicious/noThenProperty: the one place a hand-made thenable is the point
    return { then: (settle: (module: Module<Props>) => void) => settle({ default: ready }) } as never
  })
  return { Component, load }
}
