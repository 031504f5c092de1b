import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TicketsSummary } from './TicketsSummary';

const TICKETS = [
  { id: 'a', name: 'Adult' },
  { id: 'c', name: 'Child' },
  { id: 's', name: 'Senior' },
];

describe('TicketsSummary', () => {
  it("lists only the chosen tickets as 'Name × quantity' under its title", () => {
    render(<TicketsSummary title="Tickets Summary" tickets={TICKETS} quantities={{ a: 2, s: 1, c: 0 }} />);
    const region = screen.getByRole('region', { name: 'Tickets Summary' });
    expect(region.querySelector('h3')!.textContent).toBe('Tickets Summary');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Adult × 2', 'Senior × 1']);
  });

  it('shows nothing when no ticket is chosen', () => {
    const { container } = render(<TicketsSummary title="Tickets Summary" tickets={TICKETS} quantities={{}} />);
    expect(container.innerHTML).toBe('');
  });
});
