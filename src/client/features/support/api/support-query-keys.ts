/** Query keys of the support feature; mutations invalidate through these. */
export const TICKETS_QUERY_KEY = ['/api/support/tickets'] as const;
export const repliesQueryKey = (ticketId: string) => ['/api/support/tickets', ticketId, 'replies'] as const;
export const SUPPORT_ACCESS_QUERY_KEY = ['/api/support/access'] as const;
export const QUEUE_QUERY_KEY = ['/api/support/queue'] as const;
export const queueListQueryKey = (view: string) => [...QUEUE_QUERY_KEY, 'list', view] as const;
export const queueTicketQueryKey = (ticketId: string) => [...QUEUE_QUERY_KEY, 'ticket', ticketId] as const;
