// Requests the fake's tests make: an app authorized through OAuth (auto-consent) and bearer-token calls.
import { expect } from 'vitest';
import { createFakeWebflow, type FakeWebflow } from '../app';
import { DEV_CLIENT } from '../world';

export const SITE_A = '6650c0de00000000000a0001';
export const SITE_B = '6650c0de00000000000a0002';
/** The home page of SITE_A. */
export const HOME_A = '6650c0de00000000000b0001';

/** What the host service asks for, less `pages:read` and `sites:write` (tests that need them ask for them). */
export const SCOPE = 'sites:read custom_code:read custom_code:write authorized_user:read';

/** Authorizes the dev client for `sites` (comma separated; all of the world's when omitted) and exchanges the code. */
export async function grant(fake: FakeWebflow = createFakeWebflow(), sites?: string, scope = SCOPE) {
  const q = new URLSearchParams({ response_type: 'code', client_id: DEV_CLIENT.id, scope, state: 's1', redirect_uri: 'http://svc/callback', ...(sites ? { fake_sites: sites } : {}) });
  const consent = await fake.app.request(`/oauth/authorize?${q}`);
  expect(consent.status).toBe(302);
  const to = new URL(consent.headers.get('location')!);
  expect(to.searchParams.get('state')).toBe('s1');
  const code = to.searchParams.get('code')!;
  const exchange = (c = code) =>
    fake.app.request('/oauth/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: DEV_CLIENT.id, client_secret: DEV_CLIENT.secret, code: c, grant_type: 'authorization_code', redirect_uri: 'http://svc/callback' }),
    });
  const res = await exchange();
  const token = ((await res.json()) as { access_token: string }).access_token;
  return { fake, token, code, exchange };
}

/** A call with the bearer token and a JSON body. */
export const call = (fake: FakeWebflow, token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fake.app.request(path, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/** Status and JSON body together, so one assertion shows both. */
export const answer = async (res: Response) => [res.status, await res.json()];

/** Registers an inline script on a site and expects it to succeed. */
export async function registerInline(fake: FakeWebflow, token: string, siteId: string, body: { displayName: string; version: string; sourceCode: string }) {
  const res = await call(fake, token, `/v2/sites/${siteId}/registered_scripts/inline`, { method: 'POST', body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; version: string; hostedLocation: string };
}
