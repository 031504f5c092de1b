import { beforeAll, describe, it, expect, vi } from 'vitest';
import { useReducer, useRef } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ensureTemporal, type FlatSlot } from '@bookla/runtime/time';
import { defaultConfig, type BookingWidgetConfig } from '@bookla/runtime/config';
import type { Service } from '@bookla/runtime/types';
import { flowReducer, initialFlow, type FlowState } from '../state/flow';
import type { Loaded } from '../state/use-load';
import { DateStep, type DateStepProps } from './DateStep';

beforeAll(() => ensureTemporal());

const SERVICE = {
  id: 's1', companyID: 'c1', name: 'Tennis court', type: 'fixed', color: '#000', timeZone: 'Europe/Riga',
  createdAt: '2030-01-01T00:00:00Z', updatedAt: '2030-01-01T00:00:00Z', settings: { duration: 'PT1H' }, resources: [],
} as unknown as Service;
const EMPTY = '2030-03-12';
const LATER = '2030-03-14';

/** The Date step on a day without slots, with a later available date: slots load (forever) for any other day. */
function Harness() {
  const [s, dispatch] = useReducer(flowReducer, { ...initialFlow, step: 'date', service: SERVICE, date: EMPTY });
  const heading = useRef<HTMLHeadingElement>(null);
  const slots: Loaded<FlatSlot[]> = s.date === EMPTY ? { status: 'ready', data: [] } : { status: 'loading' };
  return (
    <DateStep cfg={defaultConfig('booking')} s={s} codeStatus="idle" dispatch={dispatch} timeZone="Europe/Riga" today="2030-03-10"
      dates={[LATER]} slots={slots} actionText="Continue" termsHere={false} busy={false} heading={heading} onAction={() => {}} />
  );
}

describe('DateStep', () => {
  it('a date typed into the date field moves the day; one before today or malformed is ignored', () => {
    render(<Harness />);
    const field = document.querySelector<HTMLInputElement>('input[type=date]')!;
    expect(field.min).toBe('2030-03-10');
    fireEvent.change(field, { target: { value: '2030-03-09' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Tuesday, March 12, 2030');
    fireEvent.change(field, { target: { value: '2030-3-20' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Tuesday, March 12, 2030');
    fireEvent.change(field, { target: { value: '2030-03-10' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sunday, March 10, 2030');
  });

  it("'Go to next available date' goes with the empty grid: focus moves to the heading, now naming that date", async () => {
    render(<Harness />);
    const jump = screen.getByRole('button', { name: 'Go to next available date' });
    jump.focus();
    fireEvent.click(jump);
    expect(jump.isConnected).toBe(false);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Thursday, March 14, 2030');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

const SLOT: FlatSlot = { startTime: '2030-03-12T10:00:00Z', duration: 'PT1H', price: { amount: 1000, comparedAmount: 0, currency: 'EUR' }, resourceID: 'r1' };

/** The Date step as a plain view of a given state (no reducer). */
const view = (state: Partial<FlowState> = {}, over: Partial<DateStepProps> = {}, service: Partial<Service> = {}, cfg: Partial<BookingWidgetConfig> = {}) => {
  const s = { ...initialFlow, step: 'date', service: { ...SERVICE, ...service } as Service, date: EMPTY, ...state } as FlowState;
  return render(
    <DateStep cfg={{ ...defaultConfig('booking'), ...cfg }} s={s} codeStatus="idle" dispatch={() => {}} timeZone="Europe/Riga" today="2030-03-10"
      dates={[LATER]} slots={{ status: 'ready', data: [SLOT] }} actionText="Continue" termsHere={false} busy={false}
      heading={{ current: null }} onAction={() => {}} {...over} />,
  );
};
const action = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DateStep view', () => {
  it('heads with the focusable date heading and names the times section', () => {
    view({ slot: SLOT });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Tuesday, March 12, 2030');
    // Focus moves here on step change.
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('region', { name: 'Select Time' }).querySelector('.bk-slots')).not.toBeNull();
  });

  it("names the service's time zone under 'Select Time' for a visitor whose clock differs, and only then", () => {
    // The visitor's zone is the test process's: a service there needs no note, one in another zone does.
    const visitor = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = visitor === 'Asia/Tokyo' ? 'America/Phoenix' : 'Asia/Tokyo';
    const name = other === 'Asia/Tokyo' ? 'Japan Standard Time' : 'Mountain Standard Time';
    const note = () => screen.getByRole('region', { name: 'Select Time' }).querySelector('p.bk-secondary')?.textContent;
    const { unmount } = view({}, { timeZone: other });
    expect(note()).toBe(`Times are in ${name}`);
    unmount();
    const texts = { ...defaultConfig('booking').localization, times: { ...defaultConfig('booking').localization.times, timeZoneNote: 'Laiki: {zone}' } };
    const again = view({}, { timeZone: other }, {}, { localization: { ...texts, locale: 'de-DE' } });
    expect(note()).toBe(`Laiki: ${other === 'Asia/Tokyo' ? 'Japanische Normalzeit' : 'Rocky-Mountains-Normalzeit'}`);
    again.unmount();
    view({}, { timeZone: visitor });
    expect(note()).toBeUndefined();
  });

  it('the action is busy, disabled and says Loading... while busy, and ready once a slot is chosen', () => {
    const { unmount } = view({ slot: SLOT }, { busy: true });
    const busy = action('Loading...');
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    unmount();
    view({ slot: SLOT });
    expect(action('Continue').disabled).toBe(false);
    expect(action('Continue').getAttribute('aria-busy')).toBe('false');
  });

  it("a duration shown but not applied yet keeps the old duration's slots out of reach (spinner)", () => {
    view({ minutes: 60, pendingMinutes: 90 }, {}, { type: 'flexible' } as Partial<Service>);
    expect(screen.queryByRole('group', { name: 'Select Time' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Select Time' }).textContent).toContain('Loading times...');
  });

  it('offers no duration picker for a flexible service without a duration', () => {
    const { unmount } = view({ minutes: 60 }, {}, { type: 'flexible' } as Partial<Service>);
    expect(screen.getByRole('group', { name: 'Duration' })).toBeTruthy();
    unmount();
    view({ minutes: 60 }, {}, { type: 'flexible', settings: {} } as Partial<Service>);
    expect(screen.queryByRole('group', { name: 'Duration' })).toBeNull();
  });

  it('a days service is headed by the date title and never offers a jump to another date', () => {
    view({ checkIn: EMPTY, checkOut: LATER }, { slots: { status: 'ready', data: [] } }, { type: 'days' } as Partial<Service>);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Select Date');
    expect(screen.getByText('No available times')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go to next available date' })).toBeNull();
  });

  it('a ticket service goes back to its tickets, lists them, and reports a resource choice', () => {
    const dispatch = vi.fn();
    const resources = [{ id: 'r1', name: 'Hall' }] as Service['resources'];
    const tickets = [{ id: 't1', name: 'Adult' }] as Service['tickets'];
    view({ tickets: { t1: 2 } }, { dispatch }, { type: 'ticket', resources, tickets } as Partial<Service>);
    fireEvent.click(action('Back'));
    expect(dispatch).toHaveBeenLastCalledWith({ t: 'back' });
    expect(screen.getByRole('region', { name: 'Tickets Summary' }).textContent).toContain('Adult × 2');
    const select = screen.getByLabelText('Select Resource') as HTMLSelectElement;
    select.value = 'r1';
    fireEvent(select, new Event('change', { bubbles: true }));
    expect(dispatch).toHaveBeenLastCalledWith({ t: 'resource', id: 'r1' });
  });

  it('shows the code field only when codes are enabled', () => {
    const { unmount } = view();
    expect(screen.queryByLabelText('Subscription or Promo Code')).toBeNull();
    unmount();
    view({}, {}, {}, { codeEnabled: true });
    expect(screen.getByLabelText('Subscription or Promo Code')).toBeTruthy();
  });

  it("uses the per-service resource texts, else 'Select Resource' / 'Any Resource'", () => {
    const resources = [{ id: 'r1', name: 'Court 1' }] as Service['resources'];
    const { unmount } = view({}, {}, { resources });
    expect((screen.getByLabelText('Select Resource') as HTMLSelectElement).options[0]!.textContent).toBe('Any Resource');
    unmount();
    view({}, { entry: { serviceId: 's1', selectResourceTitle: 'Court', anyResourceOption: 'Any court' } }, { resources });
    expect((screen.getByLabelText('Court') as HTMLSelectElement).options[0]!.textContent).toBe('Any court');
  });
});
