import { beforeAll, describe, it, expect, vi, afterEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { addDays, ensureTemporal, formatDateHeading } from '@bookla/runtime/time';
import { bookAsGuest, click, clientFor, findSlots, fixedDay, mountWidget, selectOption, startSandbox, type Sandbox, flexibleDay } from './harness';

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

// The `initialData` contract: which parts of the loader's prefetch the widget may reuse.
const servicePath = (id: string) => `/api/v1/client/companies/${DEMO_COMPANY_ID}/services/${id}`;
const gets = (sb: Sandbox, id: string) => sb.requests.filter((r) => r.method === 'GET' && r.path === servicePath(id)).length;
const datesCalls = (sb: Sandbox) => sb.requests.filter((r) => r.path.endsWith('/dates'));
const timesCalls = (sb: Sandbox) => sb.requests.filter((r) => r.path.endsWith('/times'));
const HOUR = 36e5;

/** The loader's times prefetch (embed-loader prefetch.ts): 26 h before and 60 h after the opening day's UTC noon (or now). */
async function prefetchedTimes(sb: Sandbox, id: string, day: string, window = { before: 26 * HOUR, after: 60 * HOUR }) {
  const noon = Date.parse(`${day}T12:00Z`);
  const body = { from: new Date(noon - window.before).toISOString(), to: new Date(noon + window.after).toISOString(), resourceIDs: [] };
  const times = await clientFor(sb).services.times(id, body);
  return { times, window: body };
}

/** A day with slots for `id`, after today in every zone: the second available date of the prefetched strip. */
function laterDay(dates: { dates: Record<string, string[]> }): string {
  const all = [...new Set(Object.values(dates.dates).flat())].sort();
  const after = all.filter((d) => d > new Date(Date.now() + 864e5).toISOString().slice(0, 10));
  return after[1]!;
}

/**
 * Mounts service `id` opening on `day` (default: a later day with slots) with the loader's whole prefetch:
 * the service, the dates and that day's wide times answer (`answer` may replace its promise). Requests start
 * counting at the mount.
 */
async function mountPrefetched(
  sb: Sandbox,
  id: string,
  opts: { day?: string; window?: { before: number; after: number }; answer?: (times: unknown) => Promise<unknown> } = {},
) {
  const { service, dates } = await prefetched(sb, id);
  const day = opts.day ?? laterDay(dates);
  const { times, window } = await prefetchedTimes(sb, id, day, opts.window);
  sb.requests.length = 0;
  const w = mountWidget(sb, { serviceId: id, preselectedDate: day }, {
    initialData: { service: Promise.resolve(service), dates: Promise.resolve(dates), times: opts.answer ? opts.answer(times) : Promise.resolve(times), window },
  });
  return { w, times };
}

/** The shown day's slot labels ('No available times' on a day without any), without jumping to another day. */
async function daySlots(): Promise<string[]> {
  await waitFor(() => expect(screen.queryByText('Loading times...')).toBeNull());
  const grid = screen.queryByRole('group', { name: 'Select Time' });
  return grid ? within(grid).getAllByRole('button').map((b) => b.textContent!) : [screen.getByText('No available times').textContent!];
}

/** The opening day's slot labels, without jumping to another day. */
async function openingSlots(): Promise<string[]> {
  const grid = await screen.findByRole('group', { name: 'Select Time' }, { timeout: 10_000 });
  return within(grid).getAllByRole('button').map((b) => b.textContent!);
}

/** What the loader would have fetched for `id`: the service and the dates of its window (no duration, spots or tickets). */
async function prefetched(sb: Sandbox, id: string) {
  const c = clientFor(sb);
  const service = await c.services.get(id);
  const now = Date.now();
  const dates = await c.services.dates(id, { from: new Date(now - 864e5).toISOString(), to: new Date(now + 95 * 864e5).toISOString(), resourceIDs: [] });
  sb.requests.length = 0;
  return { service, dates };
}

describe('the loader\'s initialData', { tags: ['hours'] }, () => {
  it('group: the prefetched dates are reused (its own first query differs only by spots: 1)', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.group);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.group }, { initialData: { service: Promise.resolve(service), dates: Promise.resolve(dates) } });
    await findSlots();
    expect(gets(sb, DEMO_SERVICE_IDS.group)).toBe(0);
    expect(datesCalls(sb)).toHaveLength(0);
  });

  it('flexible: the prefetched dates are not reused (they lack the duration)', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.flexible);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.flexible, preselectedDate: flexibleDay() }, { initialData: { service: Promise.resolve(service), dates: Promise.resolve(dates) } });
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
      const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: { service: Promise.resolve(service), dates: Promise.resolve(wrong) } });
      await findSlots();
      expect(datesCalls(sb), bad).toHaveLength(1);
      w.unmount();
    }
  });

  it('is used for the first dates load only: a resource choice asks again', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: { service: Promise.resolve(service), dates: Promise.resolve(dates) } });
    await findSlots();
    expect(datesCalls(sb)).toHaveLength(0);
    const select = screen.getByLabelText('Select Resource') as HTMLSelectElement;
    const id = select.options[1]!.value;
    await selectOption(select, id);
    await waitFor(() => expect(datesCalls(sb).at(-1)?.body.resourceIDs).toEqual([id]));
  });

  it("is not used after 'Book Again': the booked service stands in, its dates and times are asked for", async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() }, { initialData: { service: Promise.resolve(service), dates: Promise.resolve(dates) } });
    fireEvent.click((await findSlots())[0]!);
    await bookAsGuest(sb, w.events);
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(0);
    const times = timesCalls(sb).length;
    click('Book Again');
    await findSlots();
    // One sequential request fewer before the slots: the service the visitor just booked is not asked for again.
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(0);
    expect(datesCalls(sb)).toHaveLength(1);
    expect(timesCalls(sb).length).toBe(times + 1);
  });

  it('multi-service mode: a single service\'s prefetch is not used; the chosen row stands in for the service\'s own answer', async () => {
    const sb = startSandbox();
    const { service, dates } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    const renamed = { ...service, name: 'Prefetched court' };
    mountWidget(
      sb,
      { showServiceSelector: true, serviceId: DEMO_SERVICE_IDS.fixed },
      { initialData: { service: Promise.resolve(renamed), dates: Promise.resolve(dates) } },
    );
    const rows = await screen.findAllByRole('listitem');
    const row = rows.find((r) => r.textContent!.includes(service.name))!;
    fireEvent.click(within(row).getByRole('button'));
    await findSlots();
    // No request for the service: the list's row is that service (its slots show), and the dates are its own.
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(0);
    expect(datesCalls(sb)).toHaveLength(1);
    expect(screen.queryByText('Prefetched court')).toBeNull();
  });

  it('multi-service mode: a chosen row without a valid time zone is asked for', async () => {
    const sb = startSandbox();
    const list = (await clientFor(sb).services.list()).map((x) => ({ ...x, timeZone: undefined }));
    sb.requests.length = 0;
    mountWidget(sb, { showServiceSelector: true }, { initialData: { services: Promise.resolve(list) } });
    const rows = await screen.findAllByRole('listitem');
    fireEvent.click(within(rows.find((r) => r.textContent!.includes('Tennis court'))!).getByRole('button'));
    expect((await findSlots()).length).toBeGreaterThan(0);
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(1);
  });

  it('multi-service mode: the prefetched list is the one the widget opens on, and back from a service', async () => {
    const sb = startSandbox();
    const list = await clientFor(sb).services.list();
    sb.requests.length = 0;
    const lists = () => sb.requests.filter((r) => r.method === 'GET' && r.path === `/api/v1/client/companies/${DEMO_COMPANY_ID}/services`);
    // One service renamed in the prefetched answer: what shows is that answer, not a request of the widget's own.
    const renamed = list.map((x, i) => (i === 0 ? { ...x, name: 'Prefetched court' } : x));
    mountWidget(sb, { showServiceSelector: true }, { initialData: { services: Promise.resolve(renamed) } });
    const titles = async () => (await screen.findAllByRole('listitem')).map((r) => r.querySelector('.bk-row-title')!.textContent);
    expect(await titles()).toEqual(renamed.map((x) => x.name));
    expect(lists()).toHaveLength(0);
    fireEvent.click(within((await screen.findAllByRole('listitem'))[0]!).getByRole('button'));
    await findSlots();
    click('Back');
    await screen.findByRole('heading', { name: 'Select a Service' });
    expect(await titles()).toEqual(renamed.map((x) => x.name));
    expect(lists()).toHaveLength(0);
  });

  it('multi-service mode: a failed or malformed prefetched list is asked for again', async () => {
    for (const bad of [Promise.reject(new Error('offline')), Promise.resolve({ services: 'soon' })]) {
      bad.catch(() => {});
      const sb = startSandbox();
      const w = mountWidget(sb, { showServiceSelector: true }, { initialData: { services: bad } });
      expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(1);
      expect(sb.requests.filter((r) => r.path.endsWith('/services'))).toHaveLength(1);
      w.unmount();
    }
  });

  it('fixed: the prefetched times of the opening day are used: no times request, and the slots the widget\'s own request shows', async () => {
    const own = startSandbox();
    const { dates } = await prefetched(own, DEMO_SERVICE_IDS.fixed);
    const day = laterDay(dates);
    const a = mountWidget(own, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: day });
    const expected = await openingSlots();
    expect(timesCalls(own)).toHaveLength(1);
    a.unmount();

    const sb = startSandbox();
    const { times } = await mountPrefetched(sb, DEMO_SERVICE_IDS.fixed, { day });
    // The wide answer holds the neighbouring days' slots too; the widget shows only its day's.
    expect(Object.values(times.times).flat().length).toBeGreaterThan(expected.length);
    expect(await openingSlots()).toEqual(expected);
    expect(timesCalls(sb)).toHaveLength(0);
  });

  it('group: the prefetched times are used (its own query differs only by spots: 1)', async () => {
    const sb = startSandbox();
    await mountPrefetched(sb, DEMO_SERVICE_IDS.group);
    expect((await openingSlots()).length).toBeGreaterThan(0);
    expect(timesCalls(sb)).toHaveLength(0);
  });

  it('fixed: times whose window does not cover the day, a failed prefetch or a malformed answer: the widget asks itself', async () => {
    for (const bad of ['narrow', 'rejected', 'malformed'] as const) {
      const sb = startSandbox();
      const { w } = await mountPrefetched(sb, DEMO_SERVICE_IDS.fixed, {
        ...(bad === 'narrow' ? { window: { before: HOUR, after: HOUR } } : {}),
        answer: (times) => (bad === 'rejected' ? Promise.reject(new Error('offline')) : Promise.resolve(bad === 'malformed' ? { times: 'soon' } : times)),
      });
      expect((await openingSlots()).length, bad).toBeGreaterThan(0);
      expect(timesCalls(sb), bad).toHaveLength(1);
      w.unmount();
    }
  });

  it('flexible: the prefetched times are not used (they lack the duration)', async () => {
    const sb = startSandbox();
    await mountPrefetched(sb, DEMO_SERVICE_IDS.flexible, { day: flexibleDay() });
    await findSlots();
    expect(timesCalls(sb)[0]!.body.duration).toBe('PT1H0M');
  });

  it('the prefetched times serve the opening day and the next for a minute: a day outside them, or later, asks again', async () => {
    const sb = startSandbox();
    const day = laterDay((await prefetched(sb, DEMO_SERVICE_IDS.fixed)).dates);
    await mountPrefetched(sb, DEMO_SERVICE_IDS.fixed, { day });
    await openingSlots();
    const pick = async (date: string) => {
      fireEvent.change(document.querySelector<HTMLInputElement>('input[type=date]')!, { target: { value: date } });
      await screen.findByRole('heading', { level: 2, name: formatDateHeading(date, 'en-US') });
    };
    // The next day: its slots, as its own request would show them, and no request.
    const next = addDays(day, 1);
    await pick(next);
    const shown = await daySlots();
    expect(timesCalls(sb)).toHaveLength(0);
    // Three days on lies outside the prefetched window in every zone (the window is wider than two days
    // in zones east of UTC: it is sized for the widest case).
    await pick(addDays(day, 3));
    await waitFor(() => expect(timesCalls(sb)).toHaveLength(1));
    // Back to the next day a minute later: asked for again, and the same slots.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + 61e3);
    await pick(next);
    await waitFor(() => expect(timesCalls(sb)).toHaveLength(2));
    expect(timesCalls(sb)[1]!.body.from).not.toBe(timesCalls(sb)[0]!.body.from);
    expect(await daySlots()).toEqual(shown);
  });

  it('a prefetched service without a type is not used', async () => {
    const sb = startSandbox();
    const { service } = await prefetched(sb, DEMO_SERVICE_IDS.fixed);
    const { type: _type, ...typeless } = service;
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: { service: Promise.resolve(typeless) } });
    await findSlots();
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(1);
  });

  // widget.js and the first-paint chunk are both revalidated on the CDN: for a moment after a deploy a visitor
  // can get one of each. Whatever an older or newer widget.js hands over, the widget asks for what it cannot use.
  it('an initialData of another shape (values instead of promises, a foreign window) is asked for again', async () => {
    const sb = startSandbox();
    const foreign = { service: 'svc', dates: 42, times: { times: 'none' }, window: null, extra: Promise.reject(new Error('unused')) };
    foreign.extra.catch(() => {});
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed }, { initialData: foreign as never });
    expect((await findSlots()).length).toBeGreaterThan(0);
    expect(gets(sb, DEMO_SERVICE_IDS.fixed)).toBe(1);
    expect(datesCalls(sb)).toHaveLength(1);
    // The opening day's, and the next available day's when today has no session left.
    expect(timesCalls(sb).length).toBeGreaterThanOrEqual(1);
  });
});
