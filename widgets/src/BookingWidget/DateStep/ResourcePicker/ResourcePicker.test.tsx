import { describe, it, expect, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ResourcePicker } from './ResourcePicker';

// @testing-library/preact's fireEvent.change sends 'input', which a select does not listen to: a real change.
const choose = (select: HTMLSelectElement, value: string) =>
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

const RESOURCES = [
  { id: 'r1', name: 'Court 1' },
  { id: 'r2', name: 'Court 2' },
];

describe('ResourcePicker', () => {
  it("is a labelled select offering the any-resource option ('' = any) first, then each resource", () => {
    render(<ResourcePicker resources={RESOURCES} value="" title="Select Resource" anyLabel="Any Resource" onChange={vi.fn()} />);
    const select = screen.getByLabelText('Select Resource') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Any Resource'],
      ['r1', 'Court 1'],
      ['r2', 'Court 2'],
    ]);
    expect(select.value).toBe('');
  });

  it('uses the per-service any label, shows the chosen resource and reports the one picked', () => {
    const onChange = vi.fn();
    render(<ResourcePicker resources={RESOURCES} value="r1" title="Court" anyLabel="Whichever court" onChange={onChange} />);
    const select = screen.getByLabelText('Court') as HTMLSelectElement;
    expect(select.options[0]!.textContent).toBe('Whichever court');
    expect(select.value).toBe('r1');
    choose(select, 'r2');
    expect(onChange).toHaveBeenLastCalledWith('r2');
    choose(select, '');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
