import { describe, it, expect, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLoad } from './use-load';
import { deferred } from '@bookla/test-utils/deferred';

function Probe({ k, load }: { k: string | null; load: (k: string, s: AbortSignal) => Promise<string> }) {
  const r = useLoad(k, (s) => load(k!, s));
  return <p data-testid="out">{r.status + ':' + (r.data ?? '')}</p>;
}

describe('useLoad', () => {
  it('drops a late answer for an older key and aborts its request', async () => {
    const slow = deferred();
    const fast = deferred();
    const signals: AbortSignal[] = [];
    const load = vi.fn((k: string, s: AbortSignal) => (signals.push(s), k === 'a' ? slow.promise : fast.promise));
    const { rerender } = render(<Probe k="a" load={load} />);
    expect(screen.getByTestId('out').textContent).toBe('loading:');
    rerender(<Probe k="b" load={load} />);
    expect(signals[0]!.aborted).toBe(true);
    await act(async () => fast.resolve('B'));
    expect(screen.getByTestId('out').textContent).toBe('ready:B');
    await act(async () => slow.resolve('A'));
    expect(screen.getByTestId('out').textContent).toBe('ready:B');
  });

  it('reports errors for the current key and loads nothing for null', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const d = deferred();
    const load = vi.fn(() => d.promise);
    const { rerender } = render(<Probe k={null} load={load} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe k="x" load={load} />);
    await act(async () => d.reject(new Error('boom')));
    expect(screen.getByTestId('out').textContent).toBe('error:');
  });
});
