import { describe, expect, it } from 'vitest';
import { createWebflowClient, WebflowError } from './client';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: unknown;
}

type Answer = Response | Error | ((signal: AbortSignal) => Promise<Response>);
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A client on a scripted Webflow: each request takes the next answer (the last one repeats); sleeps are recorded, not waited. */
function scripted(answers: Answer[], opts: { timeoutMs?: number } = {}) {
  const sent: Sent[] = [];
  const slept: number[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method!, headers: init.headers as Record<string, string>, ...(init.body ? { body: JSON.parse(init.body as string) } : {}) });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer(init.signal!);
    return answer.clone();
  }) as unknown as typeof globalThis.fetch;
  const client = createWebflowClient({ apiBase: 'https://api.webflow.test', authBase: 'https://webflow.test', clientId: 'cid', clientSecret: 'csecret', fetch, sleep: async (ms) => void slept.push(ms), ...opts });
  return { client, sent, slept };
}

const failure = async (p: Promise<unknown>) => {
  const error = await p.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(WebflowError);
  return error as WebflowError;
};

const PAGE_CODE = { scripts: [{ id: 'bookla_loader', version: '1.4.0', location: 'footer' }] };

describe('Webflow client: requests', () => {
  it('sends JSON with the bearer token only where there is one, and encodes ids into the path', async () => {
    const s = scripted([json(200, PAGE_CODE)]);
    expect(await s.client.putPageCode('tok', 'page/../x', [{ id: 'a', version: '1', location: 'header' }])).toEqual(PAGE_CODE.scripts);
    expect(s.sent[0]).toEqual({
      url: 'https://api.webflow.test/v2/pages/page%2F..%2Fx/custom_code',
      method: 'PUT',
      headers: { accept: 'application/json', authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: { scripts: [{ id: 'a', version: '1', location: 'header' }] },
    });
    await s.client.getPageCode('tok', 'p1');
    expect(s.sent[1]!.headers).toEqual({ accept: 'application/json', authorization: 'Bearer tok' });
    expect(s.sent[1]!.body).toBeUndefined();
  });

  it('the code exchange posts the client credentials without a bearer token; introspection reads scopes split by spaces or commas', async () => {
    const s = scripted([json(200, { access_token: 'wf_tok', token_type: 'bearer' }), json(200, { authorization: { scope: 'sites:read,pages:read custom_code:read', authorizedTo: { siteIds: ['s1', 's2'] } } })]);
    expect(await s.client.exchangeCode('the-code', 'https://svc/callback')).toBe('wf_tok');
    expect(s.sent[0]).toMatchObject({ url: 'https://api.webflow.test/oauth/access_token', method: 'POST', body: { client_id: 'cid', client_secret: 'csecret', code: 'the-code', grant_type: 'authorization_code', redirect_uri: 'https://svc/callback' } });
    expect(s.sent[0]!.headers.authorization).toBeUndefined();
    expect(await s.client.introspect('wf_tok')).toEqual({ siteIds: ['s1', 's2'], scopes: ['sites:read', 'pages:read', 'custom_code:read'] });
    const url = new URL(s.client.authorizeUrl('st', 'https://svc/callback'));
    expect(url.origin + url.pathname).toBe('https://webflow.test/oauth/authorize');
    // Written out: a scope added or lost here changes what every owner is asked to grant.
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'cid', scope: 'sites:read pages:read custom_code:read custom_code:write authorized_user:read', state: 'st', redirect_uri: 'https://svc/callback' });
  });
});

describe('Webflow client: failures', () => {
  it('reads Webflow\u2019s error shapes (v2 code/message, OAuth error/error_description) and a body that is not JSON', async () => {
    const v2 = await failure(scripted([json(404, { code: 'resource_not_found', message: 'Page not found' })]).client.getPage('t', 'p'));
    expect([v2.status, v2.code, v2.message]).toEqual([404, 'resource_not_found', 'Page not found']);
    const oauth = await failure(scripted([json(400, { error: 'invalid_grant', error_description: 'The code was used' })]).client.exchangeCode('c', 'r'));
    expect([oauth.status, oauth.code, oauth.message]).toEqual([400, 'invalid_grant', 'The code was used']);
    const html = await failure(scripted([new Response('<html>Bad gateway</html>', { status: 502 })], {}).client.exchangeCode('c', 'r'));
    expect([html.status, html.code, html.message]).toEqual([502, 'http_502', 'Webflow answered 502']);
  });

  it('an answer in an unexpected shape is a 502 "malformed", never retried', async () => {
    const s = scripted([json(200, { pages: [] })]);
    const e = await failure(s.client.getPage('t', 'p'));
    expect([e.status, e.code]).toEqual([502, 'malformed']);
    expect(s.sent).toHaveLength(1);
  });

  it('idempotent calls retry 429, 5xx and no answer twice, backing off 200 then 400 ms, then report the last failure', async () => {
    const ok = scripted([json(503, {}), new TypeError('fetch failed'), json(200, PAGE_CODE)]);
    expect(await ok.client.getPageCode('t', 'p')).toEqual(PAGE_CODE.scripts);
    expect(ok.sent).toHaveLength(3);
    expect(ok.slept).toEqual([200, 400]);
    const down = scripted([json(500, {}), json(502, {}), json(504, { message: 'Gateway timeout' }), json(200, PAGE_CODE)]);
    const e = await failure(down.client.getPageCode('t', 'p'));
    expect([e.status, e.message]).toEqual([504, 'Gateway timeout']);
    expect(down.sent).toHaveLength(3);
    const unreachable = await failure(scripted([new TypeError('fetch failed')]).client.listSites('t'));
    expect([unreachable.status, unreachable.code, unreachable.message]).toEqual([0, 'network', 'Webflow could not be reached']);
  });

  it('every read is retried, the id-token resolution too (it changes nothing): sites, page, scripts, page code, introspection', async () => {
    const reads: [string, (c: ReturnType<typeof scripted>['client']) => Promise<unknown>, unknown, unknown][] = [
      ['listSites', (c) => c.listSites('t'), { sites: [] }, []],
      ['getPage', (c) => c.getPage('t', 'p'), { id: 'p', siteId: 's' }, { id: 'p', siteId: 's' }],
      ['listRegisteredScripts', (c) => c.listRegisteredScripts('t', 's'), { registeredScripts: [] }, []],
      ['getPageCode', (c) => c.getPageCode('t', 'p'), PAGE_CODE, PAGE_CODE.scripts],
      ['putPageCode', (c) => c.putPageCode('t', 'p', PAGE_CODE.scripts as never), PAGE_CODE, PAGE_CODE.scripts],
      ['introspect', (c) => c.introspect('t'), { authorization: { authorizedTo: { siteIds: ['s'] } } }, { siteIds: ['s'], scopes: [] }],
      ['resolveIdToken', (c) => c.resolveIdToken('t', 'id'), { email: 'o@x.test' }, { email: 'o@x.test' }],
    ];
    for (const [name, read, answer, result] of reads) {
      const s = scripted([json(503, {}), json(200, answer)]);
      expect(await read(s.client), name).toEqual(result);
      expect(s.sent, name).toHaveLength(2);
    }
  });

  it('Webflow leaving out a page\u2019s empty script list or a script\u2019s location: none, and the header (its default)', async () => {
    expect(await scripted([json(200, {})]).client.getPageCode('t', 'p')).toEqual([]);
    expect(await scripted([json(200, { scripts: [{ id: 'a', version: '1' }] })]).client.getPageCode('t', 'p')).toEqual([{ id: 'a', version: '1', location: 'header' }]);
  });

  it('a 4xx other than 429 is final at once', async () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      const s = scripted([json(status, { code: 'x', message: 'no' }), json(200, PAGE_CODE)]);
      expect((await failure(s.client.getPageCode('t', 'p'))).status).toBe(status);
      expect(s.sent, String(status)).toHaveLength(1);
    }
  });

  it('creating calls are never repeated, whatever the failure: a lost answer may have registered the script or used the code', async () => {
    for (const answer of [json(503, {}), json(429, {}, { 'retry-after': '1' }), new TypeError('fetch failed')]) {
      const reg = scripted([answer, json(200, { id: 'x', displayName: 'X', version: '1' })]);
      await failure(reg.client.registerInlineScript('t', 's', { sourceCode: 'x', version: '1.0.0', displayName: 'X' }));
      expect(reg.sent).toHaveLength(1);
      const code = scripted([answer, json(200, { access_token: 'wf' })]);
      await failure(code.client.exchangeCode('c', 'r'));
      expect(code.sent).toHaveLength(1);
    }
  });

  it('Retry-After: waited for when up to five seconds (zero included), handed back to the caller when longer; nonsense ignored', async () => {
    const short = scripted([json(429, {}, { 'retry-after': '5' }), json(429, {}, { 'retry-after': '0' }), json(200, PAGE_CODE)]);
    await short.client.getPageCode('t', 'p');
    expect(short.slept).toEqual([5000, 0]);
    // Retry-After where given, the backoff of that attempt where not.
    const mixed = scripted([json(429, {}, { 'retry-after': '2' }), json(503, {}), json(200, PAGE_CODE)]);
    await mixed.client.getPageCode('t', 'p');
    expect(mixed.slept).toEqual([2000, 400]);
    const long = scripted([json(429, {}, { 'retry-after': '6' }), json(200, PAGE_CODE)]);
    const e = await failure(long.client.getPageCode('t', 'p'));
    expect([e.status, e.retryAfter]).toEqual([429, 6]);
    expect(long.sent).toHaveLength(1);
    expect(long.slept).toEqual([]);
    for (const header of ['-3', 'soon', 'Wed, 21 Oct 2026 07:28:00 GMT']) {
      const odd = scripted([json(429, {}, { 'retry-after': header }), json(200, PAGE_CODE)]);
      await odd.client.getPageCode('t', 'p');
      expect(odd.slept, header).toEqual([200]);
      const final = await failure(scripted([json(429, {}, { 'retry-after': header })]).client.exchangeCode('c', 'r'));
      expect(final.retryAfter, header).toBeUndefined();
    }
  });

  it('a Webflow that does not answer is cut off at the timeout: status 0, code timeout', async () => {
    const hang = (signal: AbortSignal) => new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    const s = scripted([hang], { timeoutMs: 30 });
    const e = await failure(s.client.getPage('t', 'p'));
    expect([e.status, e.code, e.message]).toEqual([0, 'timeout', 'Webflow did not answer within 30 ms']);
    // Each attempt has its own time: three attempts, each cut off.
    expect(s.sent).toHaveLength(3);
    // A fetch that rejects with an AbortError (not the signal's TimeoutError) was cut off too.
    const aborted = await failure(scripted([new DOMException('This operation was aborted', 'AbortError')], { timeoutMs: 30 }).client.getPage('t', 'p'));
    expect([aborted.status, aborted.code]).toEqual([0, 'timeout']);
  });
});
