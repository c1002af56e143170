import cluster from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'
import { METRICS_ANSWER, METRICS_REQUEST, type MetricsAnswer, type MetricsRequest } from '../server-contract'

/** How long a server process waits for the primary to gather every process's metrics. */
const ANSWER_WITHIN_MS = 8_000

/**
 * In one of several server processes (WEB_CONCURRENCY): lets the primary read this process's registry when it
 * gathers everyone's. prom-client's AggregatorRegistry answers the primary's requests once one is made here.
 */
export function shareWithPrimary(registry: Registry) {
  if (!cluster.isWorker) return
  AggregatorRegistry.setRegistries([registry])
  new AggregatorRegistry()
}

const waiting = new Map<number, (answer: MetricsAnswer) => void>()
let nextId = 0
let listening = false

const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === METRICS_ANSWER

/**
 * Every server process's metrics summed, as the primary gathers them (`server-cluster.ts`): the shared port
 * hands a scrape to any one process, whose own counters alone would seem to fall and rise between scrapes.
 */
export function metricsOfEveryProcess(): Promise<string> {
  if (!listening) {
    listening = true
    process.on('message', (message: unknown) => {
      if (isAnswer(message)) waiting.get(message.id)?.(message)
    })
  }
  const id = nextId++
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id)
      reject(new Error(`the primary process did not answer within ${ANSWER_WITHIN_MS} ms`))
    }, ANSWER_WITHIN_MS)
    waiting.set(id, (answer) => {
      clearTimeout(timer)
      waiting.delete(id)
      if (answer.text === undefined) reject(new Error(answer.error ?? 'no metrics'))
      else resolve(answer.text)
    })
    const request: MetricsRequest = { type: METRICS_REQUEST, id }
    process.send?.(request)
  })
}
