import { JSDOM } from 'jsdom';
import mammoth from 'mammoth';
import type { InjectOptions } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGRESSIVE_SAMPLE_POLICY } from '../../../common/sample-policies';
import type { AnalysisResponse } from '../../../common/analyses';
import { splitSeverityPrefix } from '../../../common/analysis';
import { exportFileName } from '../../../common/analysis-title';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp, type TestUser } from '../../test/factories';

let testApp: TestApp;
let pro: TestUser;
let premium: TestUser;
let proAnalysis: AnalysisResponse;
let premiumAnalysis: AnalysisResponse;

const HOSTILE_SENTENCE =
  'We sell your email address <script>alert("owned")</script> to advertisers and data brokers.';
const POLICY = AGGRESSIVE_SAMPLE_POLICY.slice(0, 15_000);

const inject = (options: InjectOptions) => testApp.app.inject(options);
const exportAs = (user: TestUser, id: string, format: string) =>
  inject({ method: 'GET', url: `/api/export/${id}?format=${format}`, headers: { cookie: user.cookie } });

beforeAll(async () => {
  testApp = await buildTestApp();
  pro = await signUp(testApp.app, { tier: 'pro' });
  premium = await signUp(testApp.app, { tier: 'premium' });
  const analyse = async (user: TestUser) =>
    (
      await inject({
        method: 'POST',
        url: '/api/simplify-policy',
        headers: { cookie: user.cookie },
        payload: { text: POLICY },
      })
    ).json<AnalysisResponse>();
  proAnalysis = await analyse(pro);
  premiumAnalysis = await analyse(premium);
});
afterAll(async () => testApp.close());

const squash = (text: string) => text.replace(/\s+/g, ' ');

/** The Content-Disposition of an export: named after the analysis title and date. */
function attachmentOf(analysis: AnalysisResponse, extension: string): string {
  const name = exportFileName({ title: analysis.title, createdAt: new Date(analysis.createdAt), extension });
  return `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

describe('GET /api/export/:id', () => {
  it('names the download after the title the owner gave the analysis', async () => {
    const renamed = await inject({
      method: 'PATCH',
      url: `/api/user/policies/${premiumAnalysis.id}`,
      headers: { cookie: premium.cookie },
      payload: { title: 'RedOrbit Privacy Policy' },
    });
    expect(renamed.statusCode).toBe(200);
    const response = await exportAs(premium, premiumAnalysis.id, 'pdf');
    const date = premiumAnalysis.createdAt.slice(0, 10);
    expect(response.headers['content-disposition']).toContain(
      `filename="redorbit-privacy-analysis-${date}.pdf"`,
    );
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(squash(text)).toContain('Privacy analysis: RedOrbit Privacy Policy');
  });

  it('makes a real PDF holding the TL;DR, every section, quotes and red flags', async () => {
    const response = await exportAs(pro, proAnalysis.id, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(attachmentOf(proAnalysis, 'pdf'));
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const content = squash(text);
    expect(content).toContain('TL;DR');
    for (const heading of ['Data Collection', 'Data Sharing', 'Your Rights', 'Restrictions', 'Red Flags'])
      expect(content).toContain(heading);
    expect(content).toContain(squash(proAnalysis.tldrSummary).slice(0, 60));
    expect(content).toContain(
      squash(splitSeverityPrefix(proAnalysis.redFlags?.[0] ?? 'missing').statement).slice(0, 40),
    );
  });

  it('makes a real DOCX that Word readers open', async () => {
    const response = await exportAs(pro, proAnalysis.id, 'docx');
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(attachmentOf(proAnalysis, 'docx'));
    const { value } = await mammoth.extractRawText({ buffer: response.rawPayload });
    expect(value).toContain(proAnalysis.tldrSummary);
    expect(value).toContain(proAnalysis.dataCollection[0]);
    expect(value).toContain('Red Flags');
  });

  it('makes standalone HTML with every policy string escaped', async () => {
    const hostile = (
      await inject({
        method: 'POST',
        url: '/api/simplify-policy',
        headers: { cookie: pro.cookie },
        payload: {
          text: `${HOSTILE_SENTENCE}\n\nWe collect your name and email address to create your account.`,
        },
      })
    ).json<AnalysisResponse>();
    expect(hostile.findings.some((finding) => finding.quote.includes('<script>'))).toBe(true);
    const response = await exportAs(pro, hostile.id, 'html');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(attachmentOf(hostile, 'html'));
    const { document } = new JSDOM(response.body).window;
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Privacy policy analysis');
    expect(document.body.textContent).toContain(hostile.tldrSummary);
    expect(document.body.textContent).toContain('<script>alert("owned")</script>');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('makes plain text named .txt', async () => {
    const response = await exportAs(pro, proAnalysis.id, 'text');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(attachmentOf(proAnalysis, 'txt'));
    expect(response.body).toContain(proAnalysis.tldrSummary);
    expect(response.body).toContain('RED FLAGS');
    expect(response.body).toContain('Policy says: "');
  });

  it('leaves red flags out of every format below Pro', async () => {
    for (const format of ['text', 'html']) {
      const response = await exportAs(premium, premiumAnalysis.id, format);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/red flags/i);
    }
    const { value } = await mammoth.extractRawText({
      buffer: (await exportAs(premium, premiumAnalysis.id, 'docx')).rawPayload,
    });
    expect(value).not.toContain('Red Flags');
  });

  it("answers 404, not 403, for another user's analysis or an unknown id, and 400 for an unknown format", async () => {
    const stolen = await exportAs(premium, proAnalysis.id, 'pdf');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: 'Analysis not found' });
    expect((await exportAs(pro, '00000000-0000-4000-8000-000000000000', 'pdf')).statusCode).toBe(404);
    expect((await exportAs(pro, 'not-an-id', 'pdf')).statusCode).toBe(404);
    const badFormat = await exportAs(pro, proAnalysis.id, 'xlsx');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toEqual({ error: 'Format must be one of pdf, docx, html, text' });
    expect(
      (await inject({ method: 'GET', url: `/api/export/${proAnalysis.id}?format=pdf` })).statusCode,
    ).toBe(401);
  });
});

describe('red flags in exports', () => {
  it('show each flag once, with its severity and the quote it comes from', async () => {
    const response = await exportAs(pro, proAnalysis.id, 'text');
    const flag = proAnalysis.findings.find((finding) => finding.section === 'redFlags');
    expect(flag).toBeDefined();
    expect(response.body).toContain(`[${flag!.severity!.toUpperCase()}] ${flag!.statement}`);
    expect(response.body).not.toMatch(/\] (BLOCKER|HIGH|MEDIUM|LOW): /);
  });
});
