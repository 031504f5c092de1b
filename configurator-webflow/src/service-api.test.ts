import { describe, expect, it } from 'vitest';
import { authorizationEnded, createServiceApi, ServiceError, withReason } from './service-api';

function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const f = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  }) as unknown as typeof fetch;
  return { f, calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the host service client', () => {
  it('exchanges the ID token without a bearer, then sends the session as one; ids are encoded', async () => {
    const { f, calls } = fakeFetch((url) => (url.endsWith('/token') ? json(200, { sessionToken: 's', exp: 5 }) : json(200, { script: 'x' })));
    const api = createServiceApi('http://svc.test/', f);
    expect(await api.exchangeToken('id', 'site 1')).toEqual({ sessionToken: 's', exp: 5 });
    expect(calls[0]!.url).toBe('http://svc.test/token');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ idToken: 'id', siteId: 'site 1' });
    expect(await api.loadScript('s', 'site/1', 'el 1')).toBe('x');
    expect(calls[1]!.url).toBe('http://svc.test/sites/site%2F1/register_bookla/el%201');
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer s');
    // The extension names its own origin: the service posts 'authComplete' there and nowhere else.
    expect(api.authorizeUrl('a&b')).toBe(`http://svc.test/authorize?siteId=a%26b&origin=${encodeURIComponent(location.origin)}`);
  });

  it('404 on a stored script is "none"; other failures are ServiceErrors with the status', async () => {
    const api = createServiceApi('http://svc.test', fakeFetch(() => json(404, { error: { message: 'not found' } })).f);
    expect(await api.loadScript('s', 'site', 'el')).toBeNull();
    const down = createServiceApi('http://svc.test', fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).f);
    await expect(down.registerScript('s', 'site', { sourceCode: 'x', pageId: 'p', elementId: 'e' })).rejects.toMatchObject({
      status: 0,
      reason: 'The Bookla service cannot be reached: check your connection and try again.',
    });
    const refused = createServiceApi('http://svc.test', fakeFetch(() => json(401, { error: { message: 'session expired' } })).f);
    await expect(refused.exchangeToken('id', 'site')).rejects.toEqual(new ServiceError('session expired', 401, 'session expired'));
  });

  it("the service's own message is what the owner can be told; an answer without one, or an overlong one, is not", async () => {
    const said = (status: number, body: unknown) => createServiceApi('http://svc.test', fakeFetch(() => json(status, body)).f).loadScript('s', 'site', 'el');
    await expect(said(429, { error: { code: 'webflow_busy', message: 'Webflow is busy. Please try again in 60 seconds.' } })).rejects.toMatchObject({
      status: 429,
      reason: 'Webflow is busy. Please try again in 60 seconds.',
    });
    // A proxy's page, or no message: the status for the console, nothing for the owner.
    await expect(said(502, '<html>Bad gateway</html>')).rejects.toMatchObject({ status: 502, message: 'HTTP 502', reason: undefined });
    await expect(said(500, { error: { message: 'x'.repeat(301) } })).rejects.toMatchObject({ status: 500, reason: undefined });
    expect(withReason('Failed to add the Bookla script to the canvas.', new ServiceError('busy', 429, 'Webflow is busy.'))).toBe(
      'Failed to add the Bookla script to the canvas. Webflow is busy.',
    );
    expect(withReason('Failed to add the Bookla script to the canvas.', new Error('internal'))).toBe('Failed to add the Bookla script to the canvas.');
    // A text without a full stop at its end gets one before the reason, whatever stops it holds inside.
    expect(withReason('Authentication failed', new ServiceError('x', 401, 'Press Authorize.'))).toBe('Authentication failed. Press Authorize.');
    expect(withReason('Step 1. Authentication failed', new ServiceError('x', 401, 'Press Authorize.'))).toBe('Step 1. Authentication failed. Press Authorize.');
    expect(withReason('Are you signed in?', new ServiceError('x', 401, 'Press Authorize.'))).toBe('Are you signed in? Press Authorize.');
    // Only an error object's message string counts as the service's message, trimmed.
    for (const body of [{ error: 'Webflow is busy.' }, { error: { message: 42 } }, { message: 'Webflow is busy.' }, null, ['x']]) {
      await expect(said(503, body), JSON.stringify(body)).rejects.toMatchObject({ status: 503, message: 'HTTP 503', reason: undefined });
    }
    await expect(said(503, { error: { message: '  Try again.  ' } })).rejects.toMatchObject({ message: 'Try again.', reason: 'Try again.' });
  });

  it('adding sends the snippet as JSON and answers what the sanitizer dropped (text paths only)', async () => {
    const { f, calls } = fakeFetch(() => json(200, { elementId: 'e', dropped: ['theme.colors.text', 7, null, 'localization.locale'] }));
    const api = createServiceApi('http://svc.test//', f);
    expect(await api.registerScript('s', 'site', { sourceCode: '<div></div>', pageId: 'p', elementId: 'e' })).toEqual({ dropped: ['theme.colors.text', 'localization.locale'] });
    expect(calls[0]!.url).toBe('http://svc.test/sites/site/register_bookla');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer s' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ sourceCode: '<div></div>', pageId: 'p', elementId: 'e' });
    // An older service that does not say: nothing was dropped.
    for (const answer of [{ elementId: 'e' }, { dropped: 'theme' }, null]) {
      expect(await createServiceApi('http://svc.test', fakeFetch(() => json(200, answer)).f).registerScript('s', 'site', { sourceCode: 'x', pageId: 'p', elementId: 'e' })).toEqual({ dropped: [] });
    }
  });

  it('a page\u2019s widgets: the element ids and embed modes it lists, entries without an id skipped, an unknown or missing mode inline; a malformed list is an error', async () => {
    const { f, calls } = fakeFetch(() =>
      json(200, {
        widgets: [
          { elementId: 'el-1', widgetType: 'booking', mode: 'popup' },
          { elementId: 4 },
          'el-x',
          null,
          { elementId: 'el-2' },
          { elementId: 'el-3', mode: 'floating' },
          { elementId: 'el-4', mode: 'modal' },
        ],
      }),
    );
    expect(await createServiceApi('http://svc.test', f).pageWidgets('s', 'site 1', 'page/1')).toEqual([
      { elementId: 'el-1', mode: 'popup' },
      { elementId: 'el-2', mode: 'inline' },
      { elementId: 'el-3', mode: 'floating' },
      { elementId: 'el-4', mode: 'inline' },
    ]);
    expect(calls[0]!.url).toBe('http://svc.test/sites/site%201/pages/page%2F1/widgets');
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer s' });
    for (const body of [{}, { widgets: 'el-1' }, [], 'text']) {
      await expect(createServiceApi('http://svc.test', fakeFetch(() => json(200, body)).f).pageWidgets('s', 'site', 'p'), JSON.stringify(body)).rejects.toMatchObject({ status: 502 });
    }
  });

  it('removing: true when the service removed it, false when it had none (404), an error otherwise', async () => {
    const { f, calls } = fakeFetch(() => json(200, { removed: true }));
    expect(await createServiceApi('http://svc.test', f).removeScript('s', 'site', 'el 1')).toBe(true);
    expect(calls[0]!.url).toBe('http://svc.test/sites/site/register_bookla/el%201');
    expect(calls[0]!.init.method).toBe('DELETE');
    expect(await createServiceApi('http://svc.test', fakeFetch(() => json(404, { error: { message: 'No Bookla widget is stored for this element.' } })).f).removeScript('s', 'site', 'e')).toBe(false);
    await expect(createServiceApi('http://svc.test', fakeFetch(() => json(502, { error: { message: 'Webflow could not be reached. Please try again.' } })).f).removeScript('s', 'site', 'e')).rejects.toMatchObject({
      status: 502,
      reason: 'Webflow could not be reached. Please try again.',
    });
    // A stored script answer without its script is an error, not 'none'.
    await expect(createServiceApi('http://svc.test', fakeFetch(() => json(200, { pageId: 'p' })).f).loadScript('s', 'site', 'e')).rejects.toMatchObject({ status: 502 });
  });

  it("the service's error code comes with the error: 'reauthorize' means only Authorize helps; an unreadable code is none", async () => {
    const failing = (body: unknown) => createServiceApi('http://svc.test', fakeFetch(() => json(401, body)).f).loadScript('s', 'site', 'el').catch((e: unknown) => e);
    const ended = await failing({ error: { code: 'reauthorize', message: 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.' } });
    expect(ended).toMatchObject({ status: 401, code: 'reauthorize', reason: 'Webflow no longer accepts Bookla\u2019s access to this site. Please authorize Bookla again.' });
    expect(authorizationEnded(ended)).toBe(true);
    const expired = await failing({ error: { code: 'session_ended', message: 'Your session has ended. Sign in again.' } });
    expect([authorizationEnded(expired), (expired as ServiceError).code]).toEqual([false, 'session_ended']);
    for (const code of [42, 'Reauthorize', 'x'.repeat(65), '<b>']) expect((await failing({ error: { code, message: 'm' } }) as ServiceError).code, String(code)).toBeUndefined();
    expect(authorizationEnded(new Error('reauthorize'))).toBe(false);
  });

  it('signing out ends the session on the service (DELETE token with it as bearer); one ended already counts as signed out', async () => {
    const { f, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    await createServiceApi('http://svc.test', f).signOut('s1');
    expect(calls.map((c) => [c.url, c.init.method, (c.init.headers as Record<string, string>).Authorization])).toEqual([['http://svc.test/token', 'DELETE', 'Bearer s1']]);
    await expect(createServiceApi('http://svc.test', fakeFetch(() => json(401, { error: { code: 'session_ended', message: 'Your session has ended.' } })).f).signOut('s1')).resolves.toBeUndefined();
    await expect(createServiceApi('http://svc.test', fakeFetch(() => json(503, { error: { message: 'Something went wrong on our side. Please try again.' } })).f).signOut('s1')).rejects.toMatchObject({
      status: 503,
      reason: 'Something went wrong on our side. Please try again.',
    });
    await expect(createServiceApi('http://svc.test', fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).f).signOut('s1')).rejects.toMatchObject({ status: 0 });
  });

  it('a message of exactly 300 characters is still told; a page with no real origin names none', async () => {
    const m = 'x'.repeat(300);
    await expect(createServiceApi('http://svc.test', fakeFetch(() => json(500, { error: { message: ` ${m} ` } })).f).loadScript('s', 'site', 'el')).rejects.toMatchObject({ reason: m });
    const original = Object.getOwnPropertyDescriptor(globalThis, 'location');
    for (const origin of ['null', undefined]) {
      Object.defineProperty(globalThis, 'location', { value: origin === undefined ? undefined : { origin }, configurable: true });
      try {
        expect(createServiceApi('http://svc.test', fakeFetch(() => json(200, {})).f).authorizeUrl('s1'), String(origin)).toBe('http://svc.test/authorize?siteId=s1');
      } finally {
        Object.defineProperty(globalThis, 'location', original!);
      }
    }
  });

  it('a malformed answer is an error, not a session', async () => {
    for (const body of [{}, { sessionToken: '', exp: 1 }, { sessionToken: 's', exp: '1' }, { sessionToken: 42, exp: 1 }, { sessionToken: ['s'], exp: 1 }, { sessionToken: 's' }, [1], null]) {
      const api = createServiceApi('http://svc.test', fakeFetch(() => json(200, body)).f);
      await expect(api.exchangeToken('id', 'site'), JSON.stringify(body)).rejects.toMatchObject({ name: 'ServiceError', message: 'Malformed token answer', status: 502 });
    }
  });
});
