// The 30-second check on its own, with the clock in the test's hands: what the integration tests in
// ../test/freshness.test.tsx cannot reach, the ticks that find no times on screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { FlatSlot } from '@bookla/runtime/time';
import { Freshness, STARTED_CHECK_MS, type FreshnessProps } from './freshness';
import type { Loaded } from './use-load';

const NOW = Date.parse('2030-01-15T10:00:00Z');
const slotAt = (startTime: string) => ({ startTime, resourceID: 'r1', duration: 60 }) as unknown as FlatSlot;

let host: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
  host = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  vi.useRealTimers();
  host.remove();
});

function mount(slots: Loaded<FlatSlot[]>) {
  const dispatch = vi.fn();
  const props = (s: Loaded<FlatSlot[]>): FreshnessProps => ({ step: 'date', slot: null, slots: s, dispatch, host: () => host });
  const view = render(<Freshness {...props(slots)} />);
  return { dispatch, update: (s: Loaded<FlatSlot[]>) => view.rerender(<Freshness {...props(s)} />) };
}

describe('Freshness: the check of a tab left open', () => {
  it('asks for nothing while the times are still loading or failed, however long it waits', () => {
    const { dispatch, update } = mount({ status: 'loading' });
    vi.advanceTimersByTime(STARTED_CHECK_MS * 3);
    update({ status: 'error' });
    vi.advanceTimersByTime(STARTED_CHECK_MS * 3);
    // A day without times: nothing has started either.
    update({ status: 'ready', data: [] });
    vi.advanceTimersByTime(STARTED_CHECK_MS * 3);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('once they show, asks again when the earliest has started, not before, and once for it', () => {
    const { dispatch, update } = mount({ status: 'loading' });
    update({ status: 'ready', data: [slotAt('2030-01-15T10:01:00Z'), slotAt('2030-01-15T11:00:00Z')] });
    vi.advanceTimersByTime(STARTED_CHECK_MS);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(STARTED_CHECK_MS);
    expect(dispatch.mock.calls).toEqual([[{ t: 'fresh' }]]);
    // The new answer is on its way (loading), then offers the same started time again: no loop.
    update({ status: 'loading' });
    vi.advanceTimersByTime(STARTED_CHECK_MS);
    update({ status: 'ready', data: [slotAt('2030-01-15T10:01:00Z')] });
    vi.advanceTimersByTime(STARTED_CHECK_MS * 2);
    expect(dispatch).toHaveBeenCalledTimes(1);
  });
});
