import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

export type FakeEmailApi = {
  url: string;
  /** Every request, failed ones included. */
  requests: ReceivedRequest[];
  /** Requests answered with success: the messages the provider accepted. */
  accepted: ReceivedRequest[];
  /** The next `count` requests are answered 500. */
  failNext: (count: number) => void;
  close: () => Promise<void>;
};

/**
 * A loopback HTTP server playing the SendGrid v3 API (POST /v3/mail/send → 202 with X-Message-Id)
 * and the Resend API (POST /emails → 200 {"id"}), recording what it receives.
 */
export async function startFakeEmailApi(): Promise<FakeEmailApi> {
  const requests: ReceivedRequest[] = [];
  const accepted: ReceivedRequest[] = [];
  let failures = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      requests.push(received);
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            errors: [{ message: 'temporary failure' }],
            message: 'temporary failure',
            name: 'internal_server_error',
          }),
        );
        return;
      }
      const id = `msg-${requests.length}`;
      if (received.method === 'POST' && received.path === '/v3/mail/send') {
        accepted.push(received);
        response.writeHead(202, { 'x-message-id': id });
        response.end();
      } else if (received.method === 'POST' && received.path === '/emails') {
        accepted.push(received);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id }));
      } else {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'not found' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
