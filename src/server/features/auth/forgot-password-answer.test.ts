import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../common/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/factories';

// An SMTP server that accepts connections and never says a word: a mail send to it hangs until the
// client gives up. If forgot-password waited for the mail, a known email would answer late (or 500) and
// an unknown one at once: the answer would tell who has an account.
let silentSmtp: net.Server;
const connections = new Set<net.Socket>();
let testApp: TestApp;

beforeAll(async () => {
  silentSmtp = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const address = silentSmtp.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  testApp = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  // Let the hanging sends fail, so the app's background work ends and it can close.
  for (const socket of connections) socket.destroy();
  silentSmtp.close();
  await testApp.close();
});

async function forgotPassword(email: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  return { status: response.statusCode, body: response.body };
}

describe('forgot-password answers the same whether or not the account exists', () => {
  it('answers a known email at once, while its mail is still on its way', async () => {
    const user = await signUp(testApp.app);
    const known = await forgotPassword(user.email);
    const unknown = await forgotPassword('nobody-here@example.com');
    expect(known).toEqual({
      status: 200,
      body: JSON.stringify({ message: AUTH_MESSAGES.forgotPasswordSent }),
    });
    expect(unknown).toEqual(known);
    // Only now does the send for the known account reach the silent server, where it hangs.
    await vi.waitFor(() => expect(connections.size).toBeGreaterThan(0), { timeout: 10_000 });
  });
});
