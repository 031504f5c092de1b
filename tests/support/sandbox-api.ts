import type { Sandbox } from './fixtures';

/** A booking as the sandbox stores it (the API's response shape plus who booked). */
export interface SandboxBooking {
  id: string;
  serviceID: string;
  resourceID: string;
  startTime: string;
  duration: string;
  spots: number;
  status: string;
  tickets?: Record<string, { spots: number }>;
  clientEmail?: string;
  metaData?: Record<string, unknown>;
  [key: string]: unknown;
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} → HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/**
 * Bookings made under one e-mail. The sandbox registers a guest by the e-mail of the form, and its token
 * endpoint signs in whoever owns an e-mail, so "own bookings" of that client is exactly what a guest booked.
 */
export async function bookingsOf(sandbox: Sandbox, email: string): Promise<SandboxBooking[]> {
  const { accessToken } = await clientTokens(sandbox, email);
  return ownBookings(sandbox, accessToken);
}

/** Signed-in tokens for a client (the demo client unless an e-mail is given). */
export async function clientTokens(sandbox: Sandbox, email?: string): Promise<{ accessToken: string; refreshToken: string; expiresAt: string }> {
  const body = await json<{ accessToken: string; refreshToken: string; expiresAt: string }>(
    await fetch(`${sandbox.url}/sandbox/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(email ? { email } : {}),
    }),
    'POST /sandbox/auth/token',
  );
  return { accessToken: body.accessToken, refreshToken: body.refreshToken, expiresAt: body.expiresAt };
}

/** Own bookings of a signed-in client through the public API (B1). */
export async function ownBookings(sandbox: Sandbox, accessToken: string): Promise<SandboxBooking[]> {
  const body = await json<{ bookings: SandboxBooking[] }>(
    await fetch(`${sandbox.apiUrl}/v1/client/bookings`, { headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' } }),
    'GET /v1/client/bookings',
  );
  return body.bookings;
}

/** The clock reading 'HH:MM' (24 h) and the date 'YYYY-MM-DD' of an instant in a time zone. */
export function localOf(instant: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** '9:30 AM' / '21:30' / '09:30' → '09:30' / '21:30'. */
export function clock24(label: string): string {
  const m = /(\d{1,2})[:.](\d{2})\s*([AaPp])?\.?\s*[Mm]?/.exec(label);
  if (!m) throw new Error(`no clock time in "${label}"`);
  let h = Number(m[1]);
  const ap = m[3]?.toLowerCase();
  if (ap === 'p' && h < 12) h += 12;
  if (ap === 'a' && h === 12) h = 0;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** Subscription contracts (P5) or gift card orders (G1) owned by the client with this e-mail. */
export async function purchasesOf(
  sandbox: Sandbox,
  kind: 'subscription' | 'giftcard',
  email: string,
): Promise<{ id: string; status: string; subscriptionID?: string; giftCardID?: string }[]> {
  const { accessToken } = await clientTokens(sandbox, email);
  const path = kind === 'subscription'
    ? `/v1/companies/${sandbox.info.companyId}/plugins/subscription/client/purchases`
    : `/v1/companies/${sandbox.info.companyId}/plugins/giftcards/client/orders`;
  return json(await fetch(`${sandbox.apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } }), `GET ${path}`);
}
