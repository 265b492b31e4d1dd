import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAnalyses } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signUp } from '../test/factories';

// A policy no log line may ever show, with a marker that cannot appear by chance.
const MARKER = 'zebra-quokka-7781';
const POLICY = `We collect your email address and share it with advertisers (${MARKER}). `.repeat(4);

let testApp: TestApp;
let output = '';
beforeAll(async () => {
  const logs = new PassThrough();
  logs.on('data', (chunk: Buffer) => (output += chunk.toString()));
  testApp = await buildTestApp({ logStream: logs });
});
afterAll(async () => testApp.close());

describe('characters the database cannot hold, and what reaches the log', () => {
  it('removes NUL from a policy instead of answering 500, and stores the rest', async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/simplify-policy',
      headers: { cookie: user.cookie },
      payload: { text: `${POLICY}\u0000Cookies\u0000 are used.` },
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await testApp.database.db
      .select({ inputText: policyAnalyses.inputText })
      .from(policyAnalyses)
      .where(eq(policyAnalyses.userId, user.id));
    expect(stored?.inputText).toContain('Cookies are used.');
    expect(stored?.inputText).not.toContain('\u0000');
  });

  it('logs a failed write without the policy text, the analysis or the query parameters', async () => {
    const user = await signUp(testApp.app, { tier: 'pro' });
    // A real failure of the insert that carries the policy text: the database refuses every new analysis.
    await testApp.database.db.execute(sql`
      create function refuse_analysis() returns trigger language plpgsql as $$
      begin raise exception 'analyses are refused for this test'; end $$`);
    await testApp.database.db.execute(sql`
      create trigger refuse_analysis before insert on policy_analyses
      for each row execute function refuse_analysis()`);
    try {
      output = '';
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/simplify-policy',
        headers: { cookie: user.cookie },
        payload: { text: POLICY },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
      const errorLine = output.split('\n').find((line) => line.includes('"unhandled error"'));
      expect(errorLine).toBeDefined();
      expect(errorLine).toContain('analyses are refused for this test');
      expect(output).not.toContain(MARKER);
      expect(output).not.toContain('advertisers');
    } finally {
      await testApp.database.db.execute(sql`drop trigger refuse_analysis on policy_analyses`);
      await testApp.database.db.execute(sql`drop function refuse_analysis()`);
    }
  });
});
