import { beforeAll, describe, it, expect, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addDays, ensureTemporal, todayIn } from '@bookla/runtime/time';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import { DayStrip } from './DayStrip';

const ZONE = 'America/New_York';
let today = '';
beforeAll(async () => {
  await ensureTemporal();
  today = todayIn(ZONE);
});

const setup = (over: Partial<Parameters<typeof DayStrip>[0]> = {}) => {
  const onSelect = vi.fn();
  const utils = render(
    <DayStrip
      timeZone={ZONE}
      locale="en-US"
      today={today}
      selected={today}
      available={new Set([addDays(today, 1)])}
      texts={DEFAULT_LOCALIZATION.times}
      onSelect={onSelect}
      initialWidth={64 * 5 + 8 * 4}
      {...over}
    />,
  );
  const days = () => screen.getByRole('group', { name: 'Select Date' }).querySelectorAll<HTMLButtonElement>('button');
  return { ...utils, onSelect, days };
};

describe('DayStrip', { tags: ['hours'] }, () => {
  it('names each day starting with its visible text, then the full date (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
    const { days } = setup();
    for (const button of days()) {
      const visible = (button.textContent ?? '').replace(/\s+/g, ' ').trim();
      expect(visible).toMatch(/^\w{3} \d{1,2}$/);
      expect(button.getAttribute('aria-label')!.startsWith(`${visible}, `)).toBe(true);
    }
    expect(days()[1]!.getAttribute('aria-label')).toMatch(/^\w{3} \d{1,2}, \w+day, \w+ \d{1,2}, \d{4}$/);
  });

  it('shows as many days as fit (64 px + gap each), today marked, the selected one pressed', () => {
    const { days } = setup();
    expect(days()).toHaveLength(5);
    expect(days()[0]!.getAttribute('aria-current')).toBe('date');
    expect(days()[0]!.getAttribute('aria-label')).toMatch(/, Today$/);
    expect(days()[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(days()[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('marks days with availability with a dot', () => {
    const { days } = setup();
    expect(days()[1]!.querySelector('.bk-dot')!.getAttribute('data-on')).toBe('true');
    expect(days()[2]!.querySelector('.bk-dot')!.getAttribute('data-on')).toBe('false');
  });

  it('pages forward and back; back is disabled on the first page', () => {
    const { days, onSelect } = setup();
    const prev = screen.getByRole('button', { name: 'Previous days' });
    expect((prev as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    expect(days()[0]!.getAttribute('aria-label')).not.toMatch(/Today/);
    expect((prev as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(days()[2]!);
    expect(onSelect).toHaveBeenCalledWith(addDays(today, 7));
    fireEvent.click(prev);
    expect(days()[0]!.getAttribute('aria-current')).toBe('date');
  });

  it('‹ pressed back onto the first page hands keyboard focus to the strip\'s day in the tab order, not to the page', async () => {
    const { days } = setup();
    const prev = screen.getByRole('button', { name: 'Previous days' }) as HTMLButtonElement;
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    prev.focus();
    fireEvent.click(prev);
    expect(prev.disabled).toBe(true);
    // The selected day (today) is the strip's one tab stop on this page.
    await waitFor(() => expect(document.activeElement).toBe(days()[0]));
    expect(days()[0]!.tabIndex).toBe(0);
  });

  it('a page without the selected day keeps one tab stop: today where it shows, else the first day', () => {
    const { days } = setup({ selected: addDays(today, 7) });
    // The selected day's page (the second) is in view, and it is the tab stop there.
    expect([...days()].filter((d) => d.tabIndex === 0).map((d) => d.getAttribute('aria-pressed'))).toEqual(['true']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous days' }));
    expect([...days()].map((d) => d.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(days()[0]!.getAttribute('aria-current')).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    expect([...days()].map((d) => d.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('disables days before today in the service zone', () => {
    // A selection before "today" shows the page holding it, where every day is in the past.
    const later = addDays(today, 2);
    const { days } = setup({ today: later, selected: today });
    expect([...days()].every((b) => b.disabled)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    const list = [...days()];
    expect(list[0]!.getAttribute('aria-current')).toBe('date');
    expect(list.some((b) => b.disabled)).toBe(false);
  });

  it('moves focus with the arrow keys, Home and End (roving tabindex)', () => {
    const { days } = setup();
    const list = days();
    expect([...list].map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    list[0]!.focus();
    fireEvent.keyDown(list[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(list[1]);
    fireEvent.keyDown(list[1]!, { key: 'End' });
    expect(document.activeElement).toBe(list[4]);
    fireEvent.keyDown(list[4]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(list[3]);
    fireEvent.keyDown(list[3]!, { key: 'Home' });
    expect(document.activeElement).toBe(list[0]);
  });

  it('brings an outside selection into view', () => {
    const { days, rerender, onSelect } = setup();
    rerender(
      <DayStrip
        timeZone={ZONE}
        locale="en-US"
        today={today}
        selected={addDays(today, 12)}
        available={new Set()}
        texts={DEFAULT_LOCALIZATION.times}
        onSelect={onSelect}
        initialWidth={64 * 5 + 8 * 4}
      />,
    );
    const pressed = [...days()].find((b) => b.getAttribute('aria-pressed') === 'true');
    expect(pressed).toBeDefined();
    expect(pressed!.tabIndex).toBe(0);
  });

  it('re-measures when resized: fewer days per page still show the selected one, and the observer is let go on unmount', () => {
    const observers: { cb: () => void; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        o = { cb: () => {}, disconnected: false };
        constructor(cb: () => void) {
          this.o.cb = cb;
          observers.push(this.o);
        }
        observe() {}
        disconnect() {
          this.o.disconnected = true;
        }
      },
    );
    try {
      const { days, unmount } = setup({ selected: addDays(today, 7), initialWidth: 64 * 10 + 8 * 9 });
      expect(days()).toHaveLength(10);
      expect(days()[7]!.getAttribute('aria-pressed')).toBe('true');
      const group = screen.getByRole('group', { name: 'Select Date' });
      Object.defineProperty(group, 'clientWidth', { configurable: true, value: 64 * 5 + 8 * 4 });
      act(() => observers[0]!.cb());
      expect(days()).toHaveLength(5);
      expect([...days()].some((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
      unmount();
      expect(observers[0]!.disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('names the month of the visible days, both months across a month end, and follows paging', () => {
    const { days } = setup({ today: '2026-11-28', selected: '2026-11-28' });
    const label = () => screen.getByText(/2026|2027/, { selector: 'p' }).textContent!.replace(/[\u2009\u202f]/g, ' ');
    const shown = [...days()].map((d) => d.getAttribute('aria-label')!);
    expect(shown.some((l) => l.includes('December'))).toBe(shown.some((l) => l.includes('November')) && label().includes('–'));
    expect(label()).toMatch(/November/);
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next days' }));
    expect(label()).toMatch(/December/);
    expect(label()).not.toMatch(/November/);
  });
});

