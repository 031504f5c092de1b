import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePluginSteps } from './use-plugin-steps';
import type { ListState } from '../ItemList';
import type { PluginAdapter } from '../types';

interface Item {
  id: string;
}
type Props = { list: ListState<Item>; chosen?: Item | null; preset?: string };

const monthly = { id: 'monthly' };
const loaded: ListState<Item> = { status: 'loaded', items: [monthly] };

function setup(initialProps: Props) {
  const loadPurchase = vi.fn(() => Promise.resolve({ PurchaseStep: () => null, parts: {} }));
  const adapter = { widget: 'giftcard', loadPurchase } as unknown as PluginAdapter<never, Item>;
  const host = document.createElement('div');
  const heading = document.body.appendChild(document.createElement('h2'));
  heading.tabIndex = -1;
  onTestFinished(() => heading.remove());
  const moves: unknown[] = [];
  host.addEventListener('bookla:step-change', (e) => moves.push((e as CustomEvent).detail));
  const hook = renderHook((p: Props) => usePluginSteps(adapter, p.preset, p.list, p.chosen, { current: heading }, () => host), { initialProps });
  const shown = () => {
    const [step, back] = hook.result.current;
    return [step, back];
  };
  const change = (p: Props) => act(() => hook.rerender(p));
  return { ...hook, shown, change, moves, heading, loadPurchase };
}

describe('usePluginSteps', () => {
  it('the list, then the purchase step while an item is chosen; back to the list when the visitor lets go of it', () => {
    const { shown, change, moves } = setup({ list: { status: 'loading' } });
    expect(shown()).toEqual(['list', false]);
    change({ list: loaded });
    change({ list: loaded, chosen: monthly });
    expect(shown()).toEqual(['purchase', false]);
    change({ list: loaded, chosen: null });
    expect(shown()).toEqual(['list', true]);
    change({ list: loaded, chosen: monthly });
    expect(shown()).toEqual(['purchase', false]);
    expect(moves).toEqual([
      { widget: 'giftcard', step: 'purchase' },
      { widget: 'giftcard', step: 'list' },
      { widget: 'giftcard', step: 'purchase' },
    ]);
  });

  it('a preset item opens on the purchase step, also when the list fails; a list without it is a step to the list (forward)', () => {
    const { shown, change, moves } = setup({ list: { status: 'loading' }, preset: 'weekly' });
    expect(shown()).toEqual(['purchase', false]);
    change({ list: { status: 'error' }, preset: 'weekly' });
    expect(shown()).toEqual(['purchase', false]);
    expect(moves).toEqual([]);
    change({ list: loaded, preset: 'weekly' });
    expect(shown()).toEqual(['list', false]);
    expect(moves).toEqual([{ widget: 'giftcard', step: 'list' }]);
    // The visitor chooses another item from that list.
    change({ list: loaded, chosen: monthly, preset: 'weekly' });
    expect(shown()).toEqual(['purchase', false]);
  });

  it('prefetches the purchase step once the list settled, not while it loads; a step change moves focus to its heading', async () => {
    const { change, loadPurchase, heading, result } = setup({ list: { status: 'loading' } });
    await act(async () => {});
    expect(loadPurchase).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(heading);
    change({ list: loaded });
    await waitFor(() => expect(result.current[2]).toBeDefined());
    expect(loadPurchase).toHaveBeenCalledTimes(1);
    // Mounting took no focus (that would scroll the page).
    expect(document.activeElement).not.toBe(heading);
    change({ list: loaded, chosen: monthly });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
