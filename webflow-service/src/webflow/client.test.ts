import { describe, expect, it } from 'vitest';
import { createWebflowClient, WebflowError } from './client';

function scripted(answers: (() => Response)[]) {
  const calls: { url: string; method: string }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET' });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as unknown as typeof globalThis.fetch;
  const slept: number[] = [];
  const client = createWebflowClient({ apiBase: 'https://api.test', authBase: 'https://auth.test', clientId: 'c', clientSecret: 's', fetch, sleep: async (ms) => void slept.push(ms) });
  return { client, calls, slept };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('Webflow client', () => {
  it('retries reads on 429 (honouring Retry-After) and 5xx, then answers', async () => {
    const { client, calls, slept } = scripted([json(429, { code: 'too_many_requests' }, { 'retry-after': '2' }), json(503, {}), json(200, { sites: [{ id: 's1' }] })]);
    expect(await client.listSites('t')).toEqual([{ id: 's1' }]);
    expect(calls).toHaveLength(3);
    expect(slept).toEqual([2000, 400]);
  });

  it('gives a long Retry-After back to the caller instead of waiting', async () => {
    const { client, calls } = scripted([json(429, { code: 'too_many_requests', message: 'slow down' }, { 'retry-after': '60' })]);
    const error = await client.listSites('t').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WebflowError);
    expect(error).toMatchObject({ status: 429, retryAfter: 60, code: 'too_many_requests' });
    expect(calls).toHaveLength(1);
  });

  it('never retries a creating call', async () => {
    const { client, calls } = scripted([json(500, { code: 'internal_error' })]);
    await expect(client.registerInlineScript('t', 's', { sourceCode: 'x', version: '1.0.0', displayName: 'A' })).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('an answer of the wrong shape is an error, not data', async () => {
    const { client } = scripted([json(200, { sites: 'nope' })]);
    await expect(client.listSites('t')).rejects.toMatchObject({ code: 'malformed' });
  });

  it('builds the authorize URL with every scope, the state and the redirect', () => {
    const { client } = scripted([]);
    const url = new URL(client.authorizeUrl('st', 'https://svc.test/callback'));
    expect(url.origin + url.pathname).toBe('https://auth.test/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('sites:read pages:read custom_code:read custom_code:write authorized_user:read');
    expect(url.searchParams.get('state')).toBe('st');
    expect(url.searchParams.get('redirect_uri')).toBe('https://svc.test/callback');
  });
});
