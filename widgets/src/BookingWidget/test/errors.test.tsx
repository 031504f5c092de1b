import { afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import { BookingWidget } from '../../booking';
import { render } from '@testing-library/react';
import { createBooklaClient } from '@bookla/runtime/client';
import { memoryTokenStore } from '@bookla/runtime/tokens';
import { API, click, fillGuest, findSlots, fixedDay, mountWidget, startSandbox } from './harness';

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

const SERVICE = `/api/v1/client/companies/${DEMO_COMPANY_ID}/services/${DEMO_SERVICE_IDS.fixed}`;
const quiet = () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return { error, warn };
};

describe('retries', () => {
  it('its own client retries like the booking client: a service answer failing twice with 503 still loads on the third attempt', async () => {
    const sb = startSandbox();
    sb.fault({ pathPrefix: SERVICE, method: 'GET', status: 503, count: 2 });
    // No client handed in: the widget builds its own, on the page's fetch (1 s, then 2 s between attempts).
    vi.stubGlobal('fetch', sb.fetch);
    try {
      render(<BookingWidget config={{ apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, apiUrl: API, serviceId: DEMO_SERVICE_IDS.fixed }} />);
      await findSlots();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sb.requests.filter((r) => r.method === 'GET' && r.path === SERVICE)).toHaveLength(3);
  }, 20_000);
});

describe('missing parameters', () => {
  it('names apiKey, companyId and serviceId in single-service mode', () => {
    render(<BookingWidget config={{ apiKey: 'k', companyId: 'c' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Missing required parameters. Please provide apiKey, companyId and serviceId.');
  });

  it('omits serviceId with the service selector', () => {
    render(<BookingWidget config={{ apiKey: '', companyId: 'c', showServiceSelector: true }} />);
    expect(screen.getByRole('alert').textContent).toBe('Missing required parameters. Please provide apiKey and companyId.');
  });
});

describe('error paths', () => {
  it("'Failed to load service data' on a service failure, then Reload starts over", async () => {
    const { error } = quiet();
    const sb = startSandbox();
    sb.fault({ pathPrefix: SERVICE, method: 'GET', status: 404, count: 1 });
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to load service data');
    expect(screen.getByText('An error occurred while processing your request. Please try again later.')).toBeTruthy();
    expect(error.mock.calls.some((c) => String(c[0]).includes('Failed to load service data'))).toBe(true);
    expect(w.events.find((e) => e.type === 'bookla:error')!.detail).toMatchObject({ widget: 'booking', code: 'API_ERROR' });
    // The host waiting for 'ready' hears it on a failure too: the widget has rendered its Error screen.
    expect(w.events.filter((e) => e.type === 'bookla:ready').map((e) => e.detail)).toEqual([{ widget: 'booking' }]);
    click('Reload');
    expect(await findSlots()).not.toHaveLength(0);
    // Reload went with the Error screen: the Date heading takes focus, not the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it("logs 'Failed to load service information' when the loader's data failed, and fetches itself", async () => {
    const { warn } = quiet();
    const sb = startSandbox();
    const offline = () => Promise.reject(new Error('offline'));
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: { service: offline(), dates: offline(), times: offline() } });
    await findSlots();
    expect(warn.mock.calls.some((c) => String(c[0]).includes('Failed to load service information'))).toBe(true);
    expect(sb.requests.some((r) => r.method === 'GET' && r.path === SERVICE)).toBe(true);
  });

  it("uses the loader's service and dates when they match, without asking again", { tags: ['hours'] }, async () => {
    const sb = startSandbox();
    const c = (await import('./harness')).clientFor(sb);
    const service = await c.services.get(DEMO_SERVICE_IDS.fixed);
    const now = Date.now();
    const dates = await c.services.dates(DEMO_SERVICE_IDS.fixed, {
      from: new Date(now - 864e5).toISOString(),
      to: new Date(now + 93 * 864e5).toISOString(),
      resourceIDs: [],
    });
    sb.requests.length = 0;
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: { service: Promise.resolve(service), dates: Promise.resolve(dates) } });
    await findSlots();
    expect(sb.requests.some((r) => r.path === SERVICE)).toBe(false);
    expect(sb.requests.some((r) => r.path.endsWith('/dates'))).toBe(false);
    expect(document.querySelectorAll('.bk-dot[data-on=true]').length).toBeGreaterThan(0);
  });

  it("ignores the loader's data for another service", async () => {
    const sb = startSandbox();
    const c = (await import('./harness')).clientFor(sb);
    const other = await c.services.get(DEMO_SERVICE_IDS.group);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: { service: Promise.resolve(other) } });
    await findSlots();
    expect(sb.requests.some((r) => r.method === 'GET' && r.path === SERVICE)).toBe(true);
  });

  it("'Failed to load available times' when the times call fails", async () => {
    quiet();
    const sb = startSandbox();
    sb.fault({ pathPrefix: SERVICE + '/times', status: 500 });
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    expect(await screen.findByText('Failed to load available times', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("after 'Failed to load available times' its Reload asks again: the times show, focus on the day's heading", async () => {
    quiet();
    const sb = startSandbox();
    // Down for the first load's three attempts only: the connection is back when the visitor asks again.
    sb.fault({ pathPrefix: SERVICE + '/times', status: 500, count: 3 });
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() });
    expect(await screen.findByText('Failed to load available times', {}, { timeout: 5000 })).toBeTruthy();
    const reload = screen.getByRole('button', { name: 'Reload' });
    reload.focus();
    fireEvent.click(reload);
    expect((await findSlots()).length).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to load available times')).toBeNull();
    expect(sb.requests.filter((r) => r.path.endsWith('/times'))).toHaveLength(4);
    // The button went with the message: focus is not dropped to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('a dates failure only leaves the strip without dots', async () => {
    quiet();
    const sb = startSandbox();
    sb.fault({ pathPrefix: SERVICE + '/dates', status: 500 });
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    await waitFor(() => expect(sb.requests.filter((r) => r.path.endsWith('/dates')).length).toBe(3), { timeout: 5000 });
    // Slots still load (today may have none left: then no jump is offered, as no date is known).
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Select Time' }) ?? screen.getByText('No available times')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Go to next available date' })).toBeNull();
    expect(document.querySelectorAll('.bk-dot[data-on=true]')).toHaveLength(0);
    expect(screen.queryByText('Failed to load available times')).toBeNull();
  });

  it("'Failed to make booking': logged, the failed event, then the Error step", async () => {
    const { error } = quiet();
    const sb = startSandbox();
    sb.fault({ pathPrefix: '/api/v1/client/bookings', method: 'POST', status: 409 });
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await fillGuest();
    click('Book Now');
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to make booking');
    // Nothing to sum up: no empty list for a screen reader to announce.
    expect(screen.queryByRole('list')).toBeNull();
    expect(error.mock.calls.some((c) => String(c[0]).includes('Failed to make booking'))).toBe(true);
    const failed = w.events.find((e) => e.type === 'bookla:booking-failed')!.detail;
    expect(failed).toMatchObject({ serviceId: DEMO_SERVICE_IDS.fixed, error: 'API_ERROR' });
    expect(failed.startTime).toMatch(/Z$/);
    // Reload starts over from the service's own answer (unlike Book Again, which reuses the booked service).
    const gets = () => sb.requests.filter((r) => r.method === 'GET' && r.path === SERVICE).length;
    expect(gets()).toBe(1);
    click('Reload');
    await findSlots();
    expect(gets()).toBe(2);
  });
});

describe('a service whose time zone is missing or invalid', () => {
  it.each([['Mars/Olympus_Mons'], [''], [undefined]])('timeZone %j: the Error screen, and a console error naming the service and the value', async (zone) => {
    const { error } = quiet();
    const sb = startSandbox();
    const svc = sb.store.state.services.find((x) => x.id === DEMO_SERVICE_IDS.fixed)!;
    (svc as { timeZone?: string }).timeZone = zone;
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    const logged = error.mock.calls.map((c) => c.map(String).join(' ')).join('\n');
    expect(logged).toContain(DEMO_SERVICE_IDS.fixed);
    expect(logged).toContain(`timeZone: ${JSON.stringify(zone)}`);
    // No times were asked for a zone the widget would have had to guess.
    expect(sb.requests.some((r) => r.path.endsWith('/times') || r.path.endsWith('/dates'))).toBe(false);
  });
});

describe('owner mistakes say which setting is wrong (the visitor still sees the spec\'s screen)', () => {
  it('a serviceId the company does not have', async () => {
    const { error } = quiet();
    const sb = startSandbox();
    mountWidget(sb, { serviceId: 'no-such-service' });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    const lines = error.mock.calls.map((c) => String(c[0]));
    expect(lines).toContain(`Bookla: Failed to load service data: serviceId "no-such-service" not found in company "${DEMO_COMPANY_ID}"`);
  });

  it('a wrong apiKey', async () => {
    const { error } = quiet();
    const sb = startSandbox();
    const client = createBooklaClient({ apiKey: 'sbx_wrong_key', companyId: DEMO_COMPANY_ID, apiUrl: API, tokenStore: memoryTokenStore(), fetch: sb.fetch, retryDelay: () => 1 });
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, apiKey: 'sbx_wrong_key' }, { client });
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    const lines = error.mock.calls.map((c) => String(c[0]));
    expect(lines).toContain(`Bookla: Failed to load service data: apiKey rejected for company "${DEMO_COMPANY_ID}" (HTTP 401)`);
  });
});
