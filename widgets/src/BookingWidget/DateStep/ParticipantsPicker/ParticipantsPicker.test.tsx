import { describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ParticipantsPicker } from './ParticipantsPicker';

const btn = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ParticipantsPicker', () => {
  it('allows 1 to 10 participants', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ParticipantsPicker value={1} title="Number of Participants" onChange={onChange} />);
    expect(btn('− Number of Participants').disabled).toBe(true);
    fireEvent.click(btn('+ Number of Participants'));
    expect(onChange).toHaveBeenCalledWith(2);
    rerender(<ParticipantsPicker value={10} title="Number of Participants" onChange={onChange} />);
    expect(btn('+ Number of Participants').disabled).toBe(true);
    expect(btn('− Number of Participants').disabled).toBe(false);
    fireEvent.click(btn('− Number of Participants'));
    expect(onChange).toHaveBeenLastCalledWith(9);
    expect(screen.getByRole('status').textContent).toBe('10');
  });
});
