import { z } from 'zod';

/**
 * Product events the browser reports. Analysis, upload and export events are recorded by the server
 * itself when they happen, so the browser never reports them.
 */
export const CLIENT_ANALYTICS_EVENTS = [
  'view_pricing',
  'select_plan',
  'view_privacy_policy',
  'google_analytics_opt_in',
  'google_analytics_opt_out',
] as const;
export type ClientAnalyticsEvent = (typeof CLIENT_ANALYTICS_EVENTS)[number];

export function isClientAnalyticsEvent(name: string): name is ClientAnalyticsEvent {
  return (CLIENT_ANALYTICS_EVENTS as readonly string[]).includes(name);
}

/** A few short, flat properties: events describe what happened, never what a policy says. */
export const analyticsEventRequestSchema = z.object({
  name: z.enum(CLIENT_ANALYTICS_EVENTS, { error: 'Unknown analytics event' }),
  properties: z
    .record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean()]))
    .refine((properties) => Object.keys(properties).length <= 10, { error: 'At most 10 event properties' })
    .default({}),
});
export type AnalyticsEventRequest = z.input<typeof analyticsEventRequestSchema>;
