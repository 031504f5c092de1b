import { describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import { TicketStep } from './TicketStep';

const TICKETS = [
  { id: 's', name: 'Senior' },
  { id: 'a', name: 'Adult' },
  { id: 'c', name: 'Child' },
];
const setup = (quantities: Record<string, number>, busy = false, tickets = TICKETS) => {
  const dispatch = vi.fn();
  render(
    <TicketStep
      tickets={tickets}
      quantities={quantities}
      texts={DEFAULT_LOCALIZATION.tickets}
      loadingText="Loading..."
      busy={busy}
      heading={createRef()}
      dispatch={dispatch}
    />,
  );
  return dispatch;
};

describe('TicketStep', () => {
  it('lists tickets by name with labelled minus and plus, minimum 0', () => {
    const dispatch = setup({ a: 2 });
    expect(screen.getByRole('heading', { name: 'Select Tickets' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('span')!.textContent)).toEqual(['Adult', 'Child', 'Senior']);
    expect((screen.getByRole('button', { name: '− Child' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '+ Child' }));
    expect(dispatch).toHaveBeenLastCalledWith({ t: 'ticket', id: 'c', qty: 1 });
    fireEvent.click(screen.getByRole('button', { name: '− Adult' }));
    expect(dispatch).toHaveBeenLastCalledWith({ t: 'ticket', id: 'a', qty: 1 });
  });

  it('continues only with at least one ticket and not while loading', () => {
    setup({});
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('continues to the Date step', () => {
    const dispatch = setup({ a: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dispatch).toHaveBeenCalledWith({ t: 'step', step: 'date' });
  });

  it('is disabled while loading', () => {
    setup({ a: 1 }, true);
    expect((screen.getByRole('button', { name: 'Loading...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'No tickets available' for a service without tickets", () => {
    setup({}, false, []);
    expect(screen.getByText('No tickets available')).toBeTruthy();
  });
});
