import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
};

/** What the fake server does for the n-th request (0-based). */
export type Reply =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'hang'; ms: number; content: string };

export type FakeServer = { baseUrl: string; requests: ChatRequest[]; close: () => Promise<void> };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

/**
 * A real HTTP server on loopback speaking the OpenAI chat-completions protocol, so the tests go
 * through the AI SDK's real request and response handling rather than a mock of it.
 */
export async function startFakeChatServer(
  replies: (index: number, request: ChatRequest) => Reply,
): Promise<FakeServer> {
  const requests: ChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    requests.push(body);
    const reply = replies(requests.length - 1, body);
    if (reply.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.retryAfterSeconds !== undefined) headers['retry-after'] = String(reply.retryAfterSeconds);
      response
        .writeHead(reply.status, headers)
        .end(JSON.stringify({ error: { message: 'test error', type: 'test' } }));
      return;
    }
    const send = (): void => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(completion(reply.content));
    };
    if (reply.kind === 'hang') {
      const timer = setTimeout(send, reply.ms);
      timers.add(timer);
      return;
    }
    send();
  };
  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
