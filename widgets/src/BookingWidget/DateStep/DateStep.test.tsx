import { beforeAll, describe, it, expect } from 'vitest';
import { useReducer, useRef } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ensureTemporal, type FlatSlot } from '@bookla/runtime/time';
import { defaultConfig } from '@bookla/runtime/config';
import type { Service } from '@bookla/runtime/types';
import { flowReducer, initialFlow } from '../state/flow';
import type { Loaded } from '../state/use-load';
import { DateStep } from './DateStep';

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
