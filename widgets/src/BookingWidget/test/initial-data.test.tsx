import { beforeAll, describe, it, expect, vi, afterEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import { bookAsGuest, click, clientFor, findSlots, mountWidget, selectOption, startSandbox, type Sandbox, flexibleDay } from './harness';

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

// ARCHITECTURE.md "Booking widget initialData": which parts of the loader's prefetch the widget may reuse.
const servicePath = (id: string) => `/api/v1/client/companies/${DEMO_COMPANY_ID}/services/${id}`;
const gets = (sb: Sandbox, id: string) => sb.requests.filter((r) => r.method === 'GET' && r.path === servicePath(id)).length;
const datesCalls = (sb: Sandbox) => sb.requests.filter((r) => r.path.endsWith('/dates'));

/** What the loader would have fetched for `id`: the service and the dates of its window (no duration, spots or tickets). */
async function prefetched(sb: Sandbox, id: string) {
  const c = clientFor(sb);
  const service = await c.services.get(id);
  const now = Date.now();
  const dates = await c.services.dates(id, { from: new Date(now - 864e5).toISOString(), to: new Date(now + 95 * 864e5).toISOString(), resourceIDs: [] });
  sb.requests.length = 0;
  return { service, dates };
}

describe('the loader\'s initialData', () => {
  it('group: the prefetched dates are reused (its own first query differs only by spots: 1)', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.group);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.group }, { initialData: Promise.resolve({ service, dates }) });
    await findSlots();
    expect(gets(sb, DEMO_SERVICE_IDS.group)).toBe(0);
    expect(datesCalls(sb)).toHaveLength(0);
  });

  it('flexible: the prefetched dates are not reused (they lack the duration)', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.flexible);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.flexible, preselectedDate: flexibleDay() }, { initialData: Promise.resolve({ service, dates }) });
    await findSlots();
    expect(gets(sb, DEMO_SERVICE_IDS.flexible)).toBe(0);
    expect(datesCalls(sb)).toHaveLength(1);
    expect(datesCalls(sb)[0]!.body.duration).toBe('PT1H0M');
  });

  it('days: a rejected dates part the widget never awaits is no unhandled rejection', async () => {
    const sb = startSandbox();
    const { service } = await prefetched(sb, DEMO_SERVICE_IDS.days);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days }, { initialData: { service: Promise.resolve(service), dates: Promise.reject(new Error('offline')) } });
    await screen.findByLabelText('Check-in');
    expect(gets(sb, DEMO_SERVICE_IDS.days)).toBe(0);
    // Let a would-be unhandled rejection surface inside this test.
    await new Promise((r) => setTimeout(r, 20));
  });

  it('fixed: dates of another time zone, or without a dates object, are asked again', async () => {
    for (const bad of ['zone', 'shape'] as const) {
      const sb = startSandbox();
      const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
      const other = dates.timeZone === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
      const wrong = bad === 'zone' ? { ...dates, timeZone: other } : { timeZone: dates.timeZone, dates: 'soon' };
      const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: Promise.resolve({ service, dates: wrong }) });
      await findSlots();
      expect(datesCalls(sb), bad).toHaveLength(1);
      w.unmount();
    }
  });

  it('is used for the first dates load only: a resource choice asks again', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: Promise.resolve({ service, dates }) });
    await findSlots();
    expect(datesCalls(sb)).toHaveLength(0);
    const select = screen.getByLabelText('Select Resource') as HTMLSelectElement;
    const id = select.options[1]!.value;
    await selectOption(select, id);
    await waitFor(() => expect(datesCalls(sb).at(-1)?.body.resourceIDs).toEqual([id]));
  });

  it("is not used after 'Book Again'", async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: Promise.resolve({ service, dates }) });
    fireEvent.click((await findSlots())[0]!);
    await bookAsGuest(sb, w.events);
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(0);
    click('Book Again');
    await findSlots();
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(1);
    expect(datesCalls(sb)).toHaveLength(1);
  });

  it('is not used in multi-service mode', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    mountWidget(
      sb,
      { showServiceSelector: true, serviceId: DEMO_SERVICE_IDS.fixed },
      { initialData: Promise.resolve({ service, dates }) },
    );
    const rows = await screen.findAllByRole('listitem');
    const row = rows.find((r) => r.textContent!.includes(service.name))!;
    fireEvent.click(within(row).getByRole('button'));
    await findSlots();
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(1);
    expect(datesCalls(sb)).toHaveLength(1);
  });

  it('a prefetched service without a type is not used', async () => {
    const sb = startSandbox();
    const { service } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    const { type: _type, ...typeless } = service;
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: { service: Promise.resolve(typeless) } });
    await findSlots();
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(1);
  });
});
