import { expect } from 'vitest'

/** The answer's JSON, once its status is the one expected; a failure shows the body that came instead. */
export async function expectJson<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as T
}
