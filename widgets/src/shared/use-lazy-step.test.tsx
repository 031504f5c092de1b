import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLazyStep } from './use-lazy-step';
import { deferred } from '@bookla/test-utils/deferred';

// The console each test silences comes back even when the test fails.
afterEach(() => vi.restoreAllMocks());

describe('useLazyStep', () => {
  it('asks for nothing until the first screen has settled, then prefetches once', async () => {
    const get = vi.fn(() => Promise.resolve('module'));
    const { result, rerender } = renderHook(({ settled }) => useLazyStep(get, false, settled), { initialProps: { settled: false } });
    rerender({ settled: false });
    expect(get).not.toHaveBeenCalled();
    rerender({ settled: true });
    await waitFor(() => expect(result.current[0]).toBe('module'));
    rerender({ settled: true });
    expect(get).toHaveBeenCalledOnce();
  });

  it('loads at once when the step is needed before the first screen settled', async () => {
    const get = vi.fn(() => Promise.resolve('module'));
    const { result, rerender } = renderHook(({ needed }) => useLazyStep(get, needed, false), { initialProps: { needed: false } });
    expect(get).not.toHaveBeenCalled();
    rerender({ needed: true });
    await waitFor(() => expect(result.current[0]).toBe('module'));
    expect(get).toHaveBeenCalledOnce();
  });

  it('a failed prefetch stays invisible until the step is needed, which loads again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = deferred();
    const get = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('module');
    const { result, rerender } = renderHook(({ needed }) => useLazyStep(get, needed, true), { initialProps: { needed: false } });
    await act(async () => first.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(result.current[1]).toBe(false);
    expect(get).toHaveBeenCalledOnce();
    rerender({ needed: true });
    await waitFor(() => expect(result.current[0]).toBe('module'));
    expect(get).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('Bookla: Failed to load a step', expect.any(TypeError));
  });

  it('a failed prefetch never shows as failed when the step opens: the spinner while it loads again, the Error only if that fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const again = deferred<string>();
    const get = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockReturnValueOnce(again.promise);
    // Every render's answer: the render that opens the step must not report `failed` (a flash of the Error screen).
    const seen: unknown[][] = [];
    const { rerender } = renderHook(({ needed }) => {
      const r = useLazyStep(get, needed, true);
      seen.push([needed, ...r.slice(0, 3)]);
      return r;
    }, { initialProps: { needed: false } });
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    seen.length = 0;
    rerender({ needed: true });
    expect(get).toHaveBeenCalledTimes(2);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(([, , failed]) => failed === false)).toBe(true);
    await act(async () => again.reject(new TypeError('still offline')));
    expect(seen.at(-1)).toEqual([true, undefined, true, false]);
  });
});

describe('useLazyStep, a prefetch failing after the step opened', () => {
  it('tries once more for the step, and shows the failure only if that fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const prefetch = deferred();
    const retry = deferred();
    const get = vi.fn().mockReturnValueOnce(prefetch.promise).mockReturnValueOnce(retry.promise);
    const { result, rerender } = renderHook(({ needed }) => useLazyStep(get, needed, true), { initialProps: { needed: false } });
    await waitFor(() => expect(get).toHaveBeenCalledOnce());
    // The visitor opens the step while the prefetch is still on its way; then it fails.
    rerender({ needed: true });
    await act(async () => prefetch.reject(new TypeError('offline')));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(result.current[1]).toBe(false);
    await act(async () => retry.reject(new TypeError('still offline')));
    await waitFor(() => expect(result.current[1]).toBe(true));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('retry: still failed and now retrying while it runs (the Error screen stays, busy); the module once it arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const again = deferred<string>();
    const get = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockReturnValueOnce(again.promise);
    const { result } = renderHook(() => useLazyStep(get, true, true));
    await waitFor(() => expect(result.current.slice(0, 3)).toEqual([undefined, true, false]));
    act(() => result.current[3]());
    expect(result.current.slice(0, 3)).toEqual([undefined, true, true]);
    expect(get).toHaveBeenCalledTimes(2);
    await act(async () => again.resolve('module'));
    expect(result.current.slice(0, 3)).toEqual(['module', false, false]);
  });
});
