import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { deferred } from '@bookla/test-utils/deferred';
import { usePluginData } from './use-plugin-data';
import type { PluginAdapter } from '../types';

interface Item {
  id: string;
  price: number;
}
type Props = { client: object; preset?: string; initialData?: Promise<unknown>; ids?: string[] };

/** The list requests the hook made, in order: each answers when the test says. */
let requests: { ids?: string[]; signal: AbortSignal; answer: ReturnType<typeof deferred<unknown>> }[] = [];
const adapter = {
  widget: 'subscription',
  texts: () => ({ loadError: 'Failed to load subscriptions' }),
  entries: (config: { ids: string[] }) => config.ids.map((id) => ({ id })),
  load: (_client: unknown, ids: string[] | undefined, signal: AbortSignal) => {
    const answer = deferred<unknown>();
    requests.push({ ids, signal, answer });
    return answer.promise;
  },
  parse: (raw: unknown) => (raw && typeof (raw as Item).id === 'string' ? (raw as Item) : null),
} as unknown as PluginAdapter<never, Item>;

const monthly = { id: 'monthly', price: 4900 };
const yearly = { id: 'yearly', price: 39900 };

function setup(props: Partial<Props> = {}) {
  const host = document.createElement('div');
  const events: [string, unknown][] = [];
  for (const type of ['bookla:ready', 'bookla:error']) host.addEventListener(type, (e) => events.push([type, (e as CustomEvent).detail]));
  const hook = renderHook(
    (p: Props) => usePluginData(adapter, { companyId: 'c1', ids: p.ids ?? [] } as never, p.client as never, p.preset, p.initialData, () => host),
    { initialProps: { client: {}, ...props } },
  );
  const state = () => {
    const [list, chosen] = hook.result.current;
    return { list, chosen };
  };
  return { ...hook, events, state, choose: (item: Item | null) => act(() => hook.result.current[2](item)) };
}
/**
 * Lets every promise callback that is due run, then the renders and effects they cause (one task later: the
 * list's loader awaits several times, and Preact runs effects after paint).
 */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r)));
/** Answers the request `n` (0 = the first) and lets the hook render what follows. */
const answer = (n: number, value: unknown) => (requests[n]!.answer.resolve(value), settle());
const fail = (n: number, error: unknown) => (requests[n]!.answer.reject(error), settle());

afterEach(() => {
  requests = [];
  vi.restoreAllMocks();
});

describe('usePluginData: the list', () => {
  it('loads, skipping malformed rows; ready once, also when a Reload after an error brings the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state, events, result } = setup();
    expect(state().list).toEqual({ status: 'loading' });
    await fail(0, new Error('offline'));
    expect(state().list).toEqual({ status: 'error' });
    expect(events).toEqual([
      ['bookla:error', { widget: 'subscription', code: 'offline', message: 'Failed to load subscriptions' }],
      ['bookla:ready', { widget: 'subscription' }],
    ]);
    act(() => result.current[3]());
    await settle();
    expect(state().list).toEqual({ status: 'loading' });
    await answer(1, [monthly, { id: 7 }, null, yearly]);
    expect(state().list).toEqual({ status: 'loaded', items: [monthly, yearly] });
    expect(events).toHaveLength(2);
  });

  it('an answer that is not a list is a load error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state, events } = setup();
    await answer(0, { items: [monthly] });
    expect(state().list).toEqual({ status: 'error' });
    expect(events[0]).toEqual(['bookla:error', { widget: 'subscription', code: 'the list answer is not an array', message: 'Failed to load subscriptions' }]);
    expect(String(log.mock.calls[0]![0])).toBe('Bookla: could not load subscriptions');
  });

  it('takes the prefetch when no entries restrict the list; with entries it asks with their ids and keeps only those', async () => {
    const prefetched = setup({ initialData: Promise.resolve([monthly, yearly]) });
    await settle();
    expect(prefetched.state().list).toEqual({ status: 'loaded', items: [monthly, yearly] });
    expect(requests).toHaveLength(0);
    prefetched.unmount();

    const filtered = setup({ initialData: Promise.resolve([monthly, yearly]), ids: ['yearly'] });
    expect(requests[0]!.ids).toEqual(['yearly']);
    // The answer holds another item too (an API that ignores ?ids=): only the configured one is listed.
    await answer(0, [monthly, yearly]);
    expect(filtered.state().list).toEqual({ status: 'loaded', items: [yearly] });
  });

  it('a new client (other tokens) asks again: the older answer, arriving late, is dropped and its request aborted', async () => {
    const { state, rerender } = setup();
    rerender({ client: {} });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.signal.aborted).toBe(true);
    await answer(1, [yearly]);
    await answer(0, [monthly]);
    expect(state().list).toEqual({ status: 'loaded', items: [yearly] });
  });

  it('a failed list with a preset item is logged, not sent as bookla:error (its purchase form works without the list)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state, events } = setup({ preset: 'monthly' });
    await fail(0, new Error('offline'));
    expect(state()).toEqual({ list: { status: 'error' }, chosen: undefined });
    expect(events).toEqual([['bookla:ready', { widget: 'subscription' }]]);
  });
});

describe('usePluginData: the chosen item', () => {
  it('a preset item is chosen from the first answer; one the company lacks stays unchosen and is logged by its id', async () => {
    const found = setup({ preset: 'yearly' });
    await answer(0, [monthly, yearly]);
    expect(found.state().chosen).toEqual(yearly);
    found.unmount();

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = setup({ preset: 'weekly' });
    await answer(1, [monthly, yearly]);
    expect(missing.state().chosen).toBeUndefined();
    expect(log.mock.calls.map((c) => c[0])).toEqual(['Bookla: subscription "weekly" not found in company "c1": showing the list']);
  });

  it('choosing asks for the list again and takes the item as that answer describes it; Back lets go (null)', async () => {
    const { state, choose } = setup();
    await answer(0, [monthly, yearly]);
    expect(state().chosen).toBeUndefined();
    choose(monthly);
    expect(state().chosen).toBe(monthly);
    expect(requests).toHaveLength(2);
    await answer(1, [{ ...monthly, price: 5500 }, yearly]);
    expect(state().chosen).toEqual({ id: 'monthly', price: 5500 });
    // The list on screen stays as it was: only the choice is refreshed.
    expect(state().list).toEqual({ status: 'loaded', items: [monthly, yearly] });
    choose(null);
    expect(state().chosen).toBeNull();
  });

  it('a refresh answering after Back, or after another choice, is dropped and its request aborted', async () => {
    const { state, choose } = setup();
    await answer(0, [monthly, yearly]);
    choose(monthly);
    choose(null);
    expect(requests[1]!.signal.aborted).toBe(true);
    await answer(1, [{ ...monthly, price: 1 }]);
    expect(state().chosen).toBeNull();

    choose(monthly);
    choose(yearly);
    expect(requests[2]!.signal.aborted).toBe(true);
    await answer(3, [monthly, yearly]);
    await answer(2, [{ ...monthly, price: 1 }, { ...yearly, price: 1 }]);
    expect(state().chosen).toBe(yearly);
  });

  it('a refresh that fails, or no longer lists the item, keeps the item as chosen (the failure is logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { state, choose } = setup();
    await answer(0, [monthly, yearly]);
    choose(monthly);
    await fail(1, new Error('offline'));
    expect(state().chosen).toBe(monthly);
    expect(log.mock.calls.map((c) => c[0])).toEqual(['Bookla: could not refresh subscription monthly']);
    choose(yearly);
    await answer(2, [monthly]);
    expect(state().chosen).toBe(yearly);
  });

  it('unmounting aborts the list request and a running refresh', async () => {
    const { choose, unmount } = setup();
    await answer(0, [monthly]);
    choose(monthly);
    await settle();
    const refresh = requests[1]!;
    // In act: under Preact the effects' cleanups run when act flushes, not within unmount itself.
    act(() => unmount());
    expect(refresh.signal.aborted).toBe(true);
    const another = setup();
    await settle();
    act(() => another.unmount());
    expect(requests[2]!.signal.aborted).toBe(true);
  });
});
