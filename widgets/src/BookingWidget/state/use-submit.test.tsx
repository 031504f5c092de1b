import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '@bookla/test-utils/deferred';
import { useSubmit } from './use-submit';

const booking = vi.hoisted(() => ({ calls: 0, answer: null as Promise<void> | null }));
vi.mock('../later', () => ({
  submitBooking: () => {
    booking.calls++;
    return booking.answer;
  },
}));

const data = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', customFields: {} };
// What useSubmit hands on is submitBooking's business (submit.test.ts): any context will do here.
const context = () => ({ cfg: { localization: { errors: { booking: 'Failed to make booking' } } } }) as never;

describe('useSubmit', () => {
  it('sends one booking at a time: a second press before the next render too does nothing; busy meanwhile', async () => {
    const answer = deferred<void>();
    booking.answer = answer.promise;
    const { result } = renderHook(() => useSubmit(context));
    expect(result.current.busy).toBe(false);
    let first!: Promise<void>;
    await act(async () => {
      // Both presses read the same render's submit.
      first = result.current.submit(data);
      void result.current.submit(data);
    });
    expect(result.current.busy).toBe(true);
    // The step's code arrives (a dynamic import), then the one booking goes out.
    await waitFor(() => expect(booking.calls).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(booking.calls).toBe(1);
    await act(async () => {
      answer.resolve();
      await first;
    });
    expect(result.current.busy).toBe(false);
    // Once answered, the next press sends again.
    booking.answer = Promise.resolve();
    await act(() => result.current.submit(data));
    expect(booking.calls).toBe(2);
  });

  it('nothing to book (no slot chosen): nothing is sent and it never turns busy', async () => {
    booking.calls = 0;
    const { result } = renderHook(() => useSubmit(() => null));
    await act(() => result.current.submit(data));
    expect([booking.calls, result.current.busy]).toEqual([0, false]);
  });
});
