import type { Sandbox } from './fixtures';

/** A booking as the sandbox stores it (wire shape of platform-api.md §1.3 plus who booked). */
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

/** Every booking the sandbox holds (admin view, seed included). */
export async function allBookings(sandbox: Sandbox): Promise<SandboxBooking[]> {
  const body = await json<{ bookings: SandboxBooking[] } | SandboxBooking[]>(
    await fetch(`${sandbox.url}/sandbox/bookings`),
    'GET /sandbox/bookings',
  );
  return Array.isArray(body) ? body : body.bookings;
}

/** Bookings made by one guest e-mail (each test books with its own address). */
export async function bookingsOf(sandbox: Sandbox, email: string): Promise<SandboxBooking[]> {
  return (await allBookings(sandbox)).filter((b) => b.clientEmail === email || (b.client as { email?: string } | undefined)?.email === email);
}

/** Signed-in tokens for the demo client. */
export async function clientTokens(sandbox: Sandbox): Promise<{ accessToken: string; refreshToken: string; expiresAt: string }> {
  return json(await fetch(`${sandbox.url}/sandbox/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 'POST /sandbox/auth/token');
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

/** A subscription purchase or gift card order as the sandbox records it. */
export interface SandboxPayment {
  kind: 'subscription' | 'giftcard';
  status: string;
  email?: string;
  [key: string]: unknown;
}

/** Purchases and orders paid (or not) by one guest e-mail. */
export async function paymentsOf(sandbox: Sandbox, email: string): Promise<SandboxPayment[]> {
  const body = await json<{ payments: SandboxPayment[] } | SandboxPayment[]>(
    await fetch(`${sandbox.url}/sandbox/payments`),
    'GET /sandbox/payments',
  );
  const list = Array.isArray(body) ? body : body.payments;
  return list.filter((p) => p.email === email);
}
