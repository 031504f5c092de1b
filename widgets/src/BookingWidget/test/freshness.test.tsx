import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal, flattenSlots, type FlatSlot } from '@bookla/runtime/time';
import { loadLaterSteps } from '../state/use-flow-steps';
import { STALE_AFTER_MS, STARTED_CHECK_MS } from '../state/freshness';
import { click, clientFor, findSlots, fixedDay, lastRequest, mountWidget, startSandbox, type Sandbox } from './harness';

beforeAll(() => ensureTemporal());
afterEach(() => {
  vi.restoreAllMocks();
  delete (document as { hidden?: boolean }).hidden;
});

// A visitor who leaves the tab and comes back: the page's clock moves on by `away` ms while it is hidden.
const realNow = Date.now;
let offset = 0;
async function away(ms: number) {
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  document.dispatchEvent(new Event('visibilitychange'));
  offset += ms;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
}

const timesAsked = (sb: Sandbox) => sb.requests.filter((r) => r.path.endsWith('/times')).length;
const datesAsked = (sb: Sandbox) => sb.requests.filter((r) => r.path.endsWith('/dates')).length;
const pressed = () => within(screen.getByRole('group', { name: 'Select Time' })).queryAllByRole('button', { pressed: true });

/** The slots the widget shows, in its order: its last times request asked again. */
async function shownSlots(sb: Sandbox): Promise<FlatSlot[]> {
  const req = lastRequest(sb, '/times')!;
  const res = await sb.fetch(`http://sandbox.test${req.path}`, {
    method: 'POST',
    body: JSON.stringify(req.body),
    headers: { 'content-type': 'application/json', 'x-api-key': req.key! },
  });
  return flattenSlots(((await res.json()) as { times: never }).times);
}

/** Another guest books `slot` meanwhile. */
const takenByAnother = (sb: Sandbox, slot: FlatSlot) =>
  clientFor(sb).bookings.create({
    companyID: DEMO_COMPANY_ID,
    serviceID: DEMO_SERVICE_IDS.fixed,
    resourceID: slot.resourceID,
    startTime: slot.startTime,
    client: { id: crypto.randomUUID(), firstName: 'Bo', lastName: 'Ek', email: 'bo@example.com' },
  });

async function chooseFirstTime(sb: Sandbox) {
  const { host } = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
  const slots = await findSlots();
  fireEvent.click(slots[0]!);
  // The later steps' chunk (which watches for the return) comes once the slots show.
  await act(() => loadLaterSteps().then(() => undefined));
  const [first] = await shownSlots(sb);
  return { first: first!, button: slots[0]!, host };
}

describe('a visitor back on the Date step after a while', { tags: ['hours'] }, () => {
  it(`asks for the dates and times again after ${STALE_AFTER_MS / 1000} s away; a time booked meanwhile is gone and unchosen`, async () => {
    const sb = startSandbox();
    const { first, button } = await chooseFirstTime(sb);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const [times, dates] = [timesAsked(sb), datesAsked(sb)];
    await takenByAnother(sb, first);
    await away(STALE_AFTER_MS + 1000);
    await waitFor(() => expect(timesAsked(sb)).toBe(times + 1));
    expect(datesAsked(sb)).toBe(dates + 1);
    const now = await findSlots();
    const shown = await shownSlots(sb);
    expect(shown.some((s) => s.startTime === first.startTime && s.resourceID === first.resourceID)).toBe(false);
    expect(now).toHaveLength(shown.length);
    // Nothing is chosen: Continue waits for a new choice instead of failing at the booking.
    expect(pressed()).toHaveLength(0);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('keeps the chosen time chosen when it is still offered', async () => {
    const sb = startSandbox();
    const { first } = await chooseFirstTime(sb);
    const times = timesAsked(sb);
    await away(STALE_AFTER_MS + 1000);
    await waitFor(() => expect(timesAsked(sb)).toBe(times + 1));
    await findSlots();
    await waitFor(() => expect(pressed()).toHaveLength(1));
    expect(pressed()[0]!.textContent).toBe((await findSlots())[0]!.textContent);
    expect((await shownSlots(sb))[0]!.startTime).toBe(first.startTime);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps a chosen time that is not the earliest chosen, and only it', async () => {
    const sb = startSandbox();
    // Tomorrow, a whole day of sessions: late in the evening today has one or none left.
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() });
    const slots = await findSlots();
    expect(slots.length).toBeGreaterThan(2);
    const label = slots[2]!.textContent;
    fireEvent.click(slots[2]!);
    await act(() => loadLaterSteps().then(() => undefined));
    const times = timesAsked(sb);
    await away(STALE_AFTER_MS + 1000);
    await waitFor(() => expect(timesAsked(sb)).toBe(times + 1));
    await findSlots();
    await waitFor(() => expect(pressed().map((b) => b.textContent)).toEqual([label]));
  });

  it('a chosen time still offered keeps its place with the price it has now', async () => {
    const sb = startSandbox();
    const { first } = await chooseFirstTime(sb);
    const before = pressed()[0]!.textContent;
    // The owner changed the service's price meanwhile.
    const service = sb.store.state.services.find((s) => s.id === DEMO_SERVICE_IDS.fixed)!;
    service.rules.price = Object.fromEntries(Object.keys(service.rules.price).map((k) => [k, 4321]));
    delete service.rules.comparedPrice;
    const times = timesAsked(sb);
    await away(STALE_AFTER_MS + 1000);
    await waitFor(() => expect(timesAsked(sb)).toBe(times + 1));
    await waitFor(() => expect(pressed()[0]?.textContent).toContain('43.21'));
    expect(pressed()).toHaveLength(1);
    expect(pressed()[0]!.textContent).not.toBe(before);
    expect((await shownSlots(sb))[0]).toMatchObject({ startTime: first.startTime, price: { amount: 4321 } });
  });

  it('asks for nothing after a short absence, nor on the Form step', async () => {
    const sb = startSandbox();
    await chooseFirstTime(sb);
    const times = timesAsked(sb);
    await away(STALE_AFTER_MS - 5000);
    click('Continue');
    await screen.findByLabelText(/First name/i);
    await away(STALE_AFTER_MS * 5);
    // Give a refresh every chance to start before counting.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(timesAsked(sb)).toBe(times);
  });
});

describe('a widget whose element has left the page without destroy (a single-page app)', { tags: ['hours'] }, () => {
  afterEach(() => vi.useRealTimers());

  it('asks for nothing when the visitor comes back to the tab, nor when its earliest time starts', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sb = startSandbox();
    const { first, host } = await chooseFirstTime(sb);
    const times = timesAsked(sb);
    host.remove();
    await away(STALE_AFTER_MS * 2);
    vi.spyOn(Date, 'now').mockImplementation(() => Date.parse(first.startTime) + 1000);
    await act(async () => void vi.advanceTimersByTime(STARTED_CHECK_MS));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(timesAsked(sb)).toBe(times);
    // Put back on the page (a kept-alive view), it checks again: the waits above were real.
    document.body.append(host);
    await act(async () => void vi.advanceTimersByTime(STARTED_CHECK_MS));
    await waitFor(() => expect(timesAsked(sb)).toBe(times + 1));
  });
});

describe('a widget taken off the page with destroy', { tags: ['hours'] }, () => {
  afterEach(() => vi.useRealTimers());

  /**
   * Waits up to 5 s, in real time, for the number of faked intervals to be `count`. Not Testing Library's
   * waitFor: it polls with setInterval, which is faked here and would be counted.
   */
  async function intervalsBecome(count: number) {
    for (let i = 0; i < 100 && vi.getTimerCount() !== count; i++) await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(vi.getTimerCount()).toBe(count);
  }

  it('stops watching: neither coming back to the tab nor its earliest time starting asks for anything', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sb = startSandbox();
    const { unmount } = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    await findSlots();
    await act(() => loadLaterSteps().then(() => undefined));
    const [first] = await shownSlots(sb);
    const times = timesAsked(sb);
    const errors = vi.spyOn(console, 'error');
    const removed = vi.spyOn(document, 'removeEventListener');
    // Watching. Preact runs a new component's effects after the next frame (a 35 ms timer, then a task) and an
    // unmounted one's cleanups a task later: waited for, not slept on once, as a loaded machine can run a test's
    // own 50 ms timer first (a run beside the end-to-end suite saw the interval still there).
    await intervalsBecome(1);
    unmount();
    // Its check every STARTED_CHECK_MS and its tab listener are gone, not just without effect.
    await intervalsBecome(0);
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    await away(STALE_AFTER_MS * 2);
    vi.spyOn(Date, 'now').mockImplementation(() => Date.parse(first!.startTime) + 1000);
    await act(async () => void vi.advanceTimersByTime(STARTED_CHECK_MS * 2));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(timesAsked(sb)).toBe(times);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a tab left open in view', { tags: ['hours'] }, () => {
  afterEach(() => vi.useRealTimers());

  /** The page's clock moves to just after `instant`; the check that runs every STARTED_CHECK_MS runs once. */
  async function clockPast(instant: string) {
    vi.spyOn(Date, 'now').mockImplementation(() => Date.parse(instant) + 1000);
    await act(async () => void vi.advanceTimersByTime(STARTED_CHECK_MS));
  }

  it('asks for the times again once the earliest time shown has started, once per such time', async () => {
    // Only the interval is faked: the widget's requests, renders and waits keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sb = startSandbox();
    const { first } = await chooseFirstTime(sb);
    const times = timesAsked(sb);
    // Before it starts, nothing.
    await act(async () => void vi.advanceTimersByTime(STARTED_CHECK_MS));
    expect(timesAsked(sb)).toBe(times);
    await clockPast(first.startTime);
    await waitFor(() => expect(timesAsked(sb)).toBe(times + 1));
    await findSlots();
    // The sandbox's own clock still offers that time: the same earliest time does not ask again.
    await clockPast(first.startTime);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(timesAsked(sb)).toBe(times + 1);
  });

  it('asks for nothing while the tab is hidden or on the Form step; back on the Date step it does', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sb = startSandbox();
    const { first } = await chooseFirstTime(sb);
    const times = timesAsked(sb);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    await clockPast(first.startTime);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(timesAsked(sb)).toBe(times);
    delete (document as { hidden?: boolean }).hidden;
    click('Continue');
    await screen.findByLabelText(/First name/i);
    await clockPast(first.startTime);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(timesAsked(sb)).toBe(times);
    // The same started time, back on the Date step: now it is asked for (so the two waits above were real).
    click('Back');
    await findSlots();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const back = timesAsked(sb);
    await clockPast(first.startTime);
    await waitFor(() => expect(timesAsked(sb)).toBe(back + 1));
  });
});
