import { describe, expect, it } from 'vitest';
import { createServiceApi, ServiceError, withReason } from './service-api';

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
  });

  it('a malformed answer is an error, not a session', async () => {
    for (const body of [{}, { sessionToken: '', exp: 1 }, { sessionToken: 's', exp: '1' }, [1]]) {
      const api = createServiceApi('http://svc.test', fakeFetch(() => json(200, body)).f);
      await expect(api.exchangeToken('id', 'site')).rejects.toBeInstanceOf(ServiceError);
    }
  });
});
