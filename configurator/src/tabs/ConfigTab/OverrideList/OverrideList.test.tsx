import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DebouncedInput, OVERRIDE_DEBOUNCE_MS, OverrideList, visibleEntries } from './OverrideList';

afterEach(() => vi.useRealTimers());

const items = [
  { id: 's1', name: 'Tennis court' },
  { id: 's2', name: 'Sauna' },
];

describe('override list filtering', () => {
  it('shows only entries whose ID the account has, with the account name', () => {
    const entries = [{ serviceId: 's2', title: 'Hot' }, { serviceId: 'gone' }, { serviceId: '' }, { title: 'no id' }, { serviceId: 's1' }];
    expect(visibleEntries(entries, 'serviceId', items).map((v) => [v.id, v.index, v.name])).toEqual([
      ['s2', 0, 'Sauna'],
      ['s1', 4, 'Tennis court'],
    ]);
  });

  it('renders the known entries and offers the others to add', async () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <OverrideList noun="service" idKey="serviceId" loadKey="k" load={() => Promise.resolve(items)} entries={[{ serviceId: 's2' }, { serviceId: 'gone' }]} onChange={onChange} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Sauna')).toBeTruthy();
    expect(screen.queryByText('gone')).toBeNull();
    expect(screen.getAllByLabelText('Title')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove override of Sauna' }));
    expect(onChange).toHaveBeenCalledWith([{ serviceId: 'gone' }]);
  });
});

describe('override text debounce', () => {
  it('applies 300 ms after the last key, once', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <DebouncedInput label="Title" value="" onChange={onChange} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Title');
    fireEvent.change(input, { target: { value: 'H' } });
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'Ho' } });
    act(() => void vi.advanceTimersByTime(OVERRIDE_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Ho');
  });
});
