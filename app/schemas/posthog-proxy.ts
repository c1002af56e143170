import { z } from 'zod'

/**
 * SPEC 7's body for POST /api/posthog-proxy. Only what a capture needs is kept: unknown fields are
 * dropped, so the proxy cannot be used to send PostHog anything but an event.
 */
export const PosthogProxyInputSchema = z.object({
  api_key: z.string({ error: 'api_key is required.' }).min(1, 'api_key is required.'),
  event: z
    .string({ error: 'event is required.' })
    .trim()
    .min(1, 'event is required.')
    .max(200, 'event must be at most 200 characters.'),
  properties: z.record(z.string(), z.unknown(), { error: 'properties must be an object.' }).default({}),
  type: z.literal('capture', { error: "type must be 'capture'." }).default('capture'),
  distinct_id: z
    .string({ error: 'distinct_id must be text.' })
    .max(200, 'distinct_id must be at most 200 characters.')
    .optional(),
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time.' }).optional(),
})

export type PosthogProxyInput = z.infer<typeof PosthogProxyInputSchema>
