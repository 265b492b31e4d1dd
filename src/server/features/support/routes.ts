import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LlmProviderConfig } from '../../../analyzer/llm/provider-config';
import {
  createTicketRequestSchema,
  createTicketResponseSchema,
  queueQuerySchema,
  queueResponseSchema,
  queueTicketDetailSchema,
  replyListResponseSchema,
  replyRequestSchema,
  staffReplyRequestSchema,
  statusChangeRequestSchema,
  SUPPORT_MESSAGES,
  supportAccessResponseSchema,
  ticketListResponseSchema,
  ticketParamsSchema,
  ticketSchema,
} from '../../../common/support';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/sessions';
import { getHelpLibrary, type HelpLibrary } from '../help/help-library';
import {
  addStaffReply,
  changeTicketStatus,
  getQueueTicket,
  isSupportStaff,
  listQueue,
} from './queue-service';
import { listTicketsOf } from './ticket-queries';
import { addCustomerReply, closeOwnTicket, createTicket, listOwnReplies } from './ticket-service';

export type SupportRoutesOptions = {
  config: Config;
  /** The analyzer's LLM settings; null when the built-in engine is configured (retrieval answers). */
  llm: LlmProviderConfig | null;
  library?: HelpLibrary;
};

/** New tickets per user per hour: each may call an LLM, so floods cost money as well as staff time. */
const TICKETS_PER_HOUR = 20;

export function supportRoutes(options: SupportRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Loaded on first use: building the app (every test does) should not pay for indexing the articles.
    const library = (): HelpLibrary => options.library ?? getHelpLibrary();
    app.addHook('onRequest', requireUser);

    app.get(
      '/api/support/access',
      { schema: { response: { 200: supportAccessResponseSchema } } },
      async (request) => ({ isStaff: isSupportStaff(currentUser(request), options.config) }),
    );

    app.get(
      '/api/support/tickets',
      { schema: { response: { 200: ticketListResponseSchema } } },
      async (request) => listTicketsOf({ db: app.db, userId: currentUser(request).id }),
    );

    app.post(
      '/api/support/tickets',
      {
        schema: { body: createTicketRequestSchema, response: { 201: createTicketResponseSchema } },
        config: {
          rateLimit: {
            max: TICKETS_PER_HOUR,
            timeWindow: '1 hour',
            keyGenerator: (request) => request.user?.id ?? request.ip,
            errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', SUPPORT_MESSAGES.tooManyTickets),
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const ticket = await createTicket({
          db: app.db,
          user,
          input: request.body,
          assistant: { library: library(), llm: options.llm },
          onAnswered: (answer) =>
            request.log.info(
              {
                source: answer.source,
                confidence: answer.confidence,
                citedArticle: answer.citedArticle,
                escalationReason: answer.escalationReason,
                fallbackReason: answer.fallbackReason,
              },
              'support assistant answered',
            ),
        });
        request.log.info({ ticketId: ticket.id, escalated: ticket.escalated }, 'support ticket created');
        return reply.code(201).send(ticket);
      },
    );

    app.get(
      '/api/support/tickets/:id/replies',
      { schema: { params: ticketParamsSchema, response: { 200: replyListResponseSchema } } },
      async (request) =>
        listOwnReplies({ db: app.db, userId: currentUser(request).id, ticketId: request.params.id }),
    );

    app.post(
      '/api/support/tickets/:id/replies',
      { schema: { params: ticketParamsSchema, body: replyRequestSchema, response: { 201: ticketSchema } } },
      async (request, reply) => {
        const ticket = await addCustomerReply({
          db: app.db,
          userId: currentUser(request).id,
          ticketId: request.params.id,
          message: request.body.message,
        });
        return reply.code(201).send(ticket);
      },
    );

    app.post(
      '/api/support/tickets/:id/close',
      { schema: { params: ticketParamsSchema, response: { 200: ticketSchema } } },
      async (request) =>
        closeOwnTicket({ db: app.db, userId: currentUser(request).id, ticketId: request.params.id }),
    );

    // The staff console. Every route below answers 403 to anyone who is not support staff.
    await app.register(async (scope) => {
      const staffApp = scope.withTypeProvider<ZodTypeProvider>();
      staffApp.addHook('onRequest', async (request) => {
        if (!isSupportStaff(currentUser(request), options.config))
          throw new AppError('FORBIDDEN', SUPPORT_MESSAGES.staffOnly);
      });

      staffApp.get(
        '/api/support/queue',
        { schema: { querystring: queueQuerySchema, response: { 200: queueResponseSchema } } },
        async (request) => listQueue({ db: app.db, view: request.query.view }),
      );

      staffApp.get(
        '/api/support/queue/:id',
        { schema: { params: ticketParamsSchema, response: { 200: queueTicketDetailSchema } } },
        async (request) => getQueueTicket({ db: app.db, ticketId: request.params.id }),
      );

      staffApp.post(
        '/api/support/queue/:id/replies',
        {
          schema: {
            params: ticketParamsSchema,
            body: staffReplyRequestSchema,
            response: { 201: queueTicketDetailSchema },
          },
        },
        async (request, reply) => {
          const staff = currentUser(request);
          const origin = options.config.publicUrl ?? `${request.protocol}://${request.host}`;
          const ticket = await addStaffReply({
            db: app.db,
            mailer: app.mailer,
            staff,
            ticketId: request.params.id,
            message: request.body.message,
            status: request.body.status,
            supportUrl: new URL('/support', origin).toString(),
          });
          request.log.info(
            { ticketId: ticket.id, staffId: staff.id, status: ticket.status },
            'staff replied',
          );
          return reply.code(201).send(ticket);
        },
      );

      staffApp.post(
        '/api/support/queue/:id/status',
        {
          schema: {
            params: ticketParamsSchema,
            body: statusChangeRequestSchema,
            response: { 200: queueTicketDetailSchema },
          },
        },
        async (request) =>
          changeTicketStatus({ db: app.db, ticketId: request.params.id, status: request.body.status }),
      );
    });
  };
}
