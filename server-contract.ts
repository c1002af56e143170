/**
 * What the outer server (server.ts and server-cluster.ts, compiled alone by tsconfig.server.json) and the app
 * (server/, built by Vite) both rely on. Both builds compile this one file, so neither keeps a copy of its own.
 */

/** The load balancers' health check (`server/api/health.ts`); a stopping server does not count it as traffic. */
export const HEALTH_PATH = '/api/health'

/** A server process of several (WEB_CONCURRENCY) asks the primary for every process's metrics, summed. */
export const METRICS_REQUEST = 'citybreak:metrics-request'
/** The primary's answer: Prometheus's text, or why it could not gather it. */
export const METRICS_ANSWER = 'citybreak:metrics-answer'

export type MetricsRequest = { type: typeof METRICS_REQUEST; id: number }
export type MetricsAnswer = { type: typeof METRICS_ANSWER; id: number; text?: string; error?: string }
