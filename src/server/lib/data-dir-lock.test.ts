import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForHealthy, type ServerProcess } from '../test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-lock-'));
const otherDataDir = mkdtempSync(path.join(os.tmpdir(), 'policylens-lock-other-'));
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer(env);
  started.push(server);
  return server;
}

async function register(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', name: 'Lock Tester' }),
  });
  return response.status;
}

async function login(url: string, email: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery' }),
  });
  return response.status;
}

describe('one data directory, one server process', () => {
  it('refuses a second server on the same DATA_DIR or port, and the first loses nothing', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealthy(first);
    expect(await register(first.url, 'kept@example.com')).toBeLessThan(300);

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use`);
    expect(second.output()).toContain(`(PID ${first.child.pid})`);

    // A busy port stops the start before it opens (or creates) its database.
    const samePort = start({ PORT: String(port), DATA_DIR: otherDataDir });
    expect(await samePort.exited).not.toBe(0);
    expect(samePort.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(existsSync(path.join(otherDataDir, 'pglite'))).toBe(false);

    expect(await register(first.url, 'also-kept@example.com')).toBeLessThan(300);
    expect(await first.stop()).toBe(0);

    const restarted = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    await waitForHealthy(restarted);
    expect(await login(restarted.url, 'kept@example.com')).toBe(200);
    expect(await login(restarted.url, 'also-kept@example.com')).toBe(200);
  }, 180_000);
});
