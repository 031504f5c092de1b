import { beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ensureTemporal, type FlatSlot } from '@bookla/runtime/time';
import { DEFAULT_LOCALIZATION, DEFAULT_PRICE_CONFIG } from '@bookla/runtime/config';
import { TimeGrid, type TimeGridProps } from './TimeGrid';

beforeAll(() => ensureTemporal());

const slot = (startTime: string, resourceID = 'r1', amount = 2500, comparedAmount = 0): FlatSlot => ({
  startTime,
  resourceID,
  duration: 'PT1H',
  price: { amount, comparedAmount, currency: 'USD' },
});
const SLOTS = [slot('2030-03-10T13:00:00Z', 'r1', 2500, 3000), slot('2030-03-10T14:30:00Z', 'r2')];

const setup = (over: Partial<TimeGridProps> = {}) => {
  const props: TimeGridProps = {
    status: 'ready',
    slots: SLOTS,
    selected: null,
    timeZone: 'America/New_York',
    locale: 'en-US',
    priceConfig: DEFAULT_PRICE_CONFIG,
    nextDate: null,
    texts: DEFAULT_LOCALIZATION.times,
    errorText: DEFAULT_LOCALIZATION.errors.loadTimes,
    retryText: DEFAULT_LOCALIZATION.errorScreen.reload,
    onRetry: vi.fn(),
    onSelect: vi.fn(),
    onNextDate: vi.fn(),
    ...over,
  };
  return { ...render(<TimeGrid {...props} />), props };
};

describe('TimeGrid', () => {
  it('a failed load is said as an alert with a button that asks again, in the configured words', () => {
    const { props } = setup({ status: 'error', retryText: 'Neu laden' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load available times');
    const retry = screen.getByRole('button', { name: 'Neu laden' });
    fireEvent.click(retry);
    expect(props.onRetry).toHaveBeenCalledWith(retry);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows start times in the service zone with prices and struck-through compared prices', () => {
    setup();
    const buttons = screen.getAllByRole('button');
    // 13:00Z is 9:00 AM in New York (EDT from March 10, 2030), whatever the test machine's zone.
    expect(buttons[0]!.textContent).toContain('9:00 AM');
    expect(buttons[0]!.textContent).toContain('$25.00');
    expect(buttons[0]!.querySelector('s')!.textContent).toContain('$30.00');
    expect(buttons[1]!.textContent).toContain('10:30 AM');
    expect(buttons[1]!.querySelector('s')).toBeNull();
  });

  it('reads the former price with the configured word, not a built-in English one', () => {
    setup({ texts: { ...DEFAULT_LOCALIZATION.times, comparedPriceLabel: 'früher' } });
    expect(screen.getAllByRole('button')[0]!.querySelector('s')!.textContent).toBe('früher $30.00');
  });

  it('follows the price config', () => {
    setup({ priceConfig: { showPrice: true, showComparedPrice: false, showDecimalPlaces: false } });
    const first = screen.getAllByRole('button')[0]!;
    expect(first.textContent).toContain('$25');
    expect(first.textContent).not.toContain('$25.00');
    expect(first.querySelector('s')).toBeNull();
    setup({ priceConfig: { ...DEFAULT_PRICE_CONFIG, showPrice: false } });
    expect(screen.getAllByRole('group')[1]!.textContent).not.toContain('$');
  });

  it('selects with a click and marks the chosen slot', () => {
    const { props } = setup({ selected: SLOTS[1]! });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, 0]);
    fireEvent.click(buttons[0]!);
    expect(props.onSelect).toHaveBeenCalledWith(SLOTS[0]);
  });

  it('is a labelled group whose first slot is the tab stop until one is chosen', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Select Time' });
    expect([...group.querySelectorAll('button')].map((b) => b.tabIndex)).toEqual([0, -1]);
  });

  it('tells apart slots at the same time on different resources', () => {
    const twins = [slot('2030-03-10T13:00:00Z', 'r1'), slot('2030-03-10T13:00:00Z', 'r2')];
    setup({ slots: twins, selected: twins[1]! });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, 0]);
  });

  it('shows a slot the API sent without a price, just without one', () => {
    const bare = { ...slot('2030-03-10T13:00:00Z'), price: undefined } as unknown as FlatSlot;
    setup({ slots: [bare] });
    expect(screen.getByRole('button').textContent).toBe('9:00 AM');
  });

  it('moves focus with arrow keys', () => {
    setup();
    const [a, b] = screen.getAllByRole('button');
    a!.focus();
    fireEvent.keyDown(a!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(a);
  });

  it('labels days slots with the resource, or Unknown Resource', () => {
    setup({ resourceNames: { r1: 'Lake Cabin' } });
    expect(screen.getAllByRole('button').map((b) => b.firstElementChild!.textContent)).toEqual(['Lake Cabin', 'Unknown Resource']);
  });

  it('shows the loading, error and empty states', () => {
    const { unmount } = setup({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toContain('Loading times...');
    unmount();
    const e = setup({ status: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load available times');
    e.unmount();
    const { props } = setup({ slots: [], nextDate: '2030-03-14' });
    expect(screen.getByText('No available times')).toBeTruthy();
    const jump = screen.getByRole('button', { name: 'Go to next available date' });
    fireEvent.click(jump);
    // The button itself goes along, so the caller can move focus on (DateStep).
    expect(props.onNextDate).toHaveBeenCalledWith('2030-03-14', jump);
  });

  it('offers no jump when no later date has availability', () => {
    setup({ slots: [] });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
