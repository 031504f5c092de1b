import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
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

describe('an account that cannot be read', () => {
  it("says so with 'Try again', which keeps focus while it runs and hands it to the list once read", async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(items)));
    const { container } = render(
      <MantineProvider>
        <OverrideList noun="service" idKey="serviceId" loadKey="k" load={load} entries={[{ serviceId: 's2' }]} onChange={vi.fn()} />
      </MantineProvider>,
    );
    // Loading first: a named progress indicator (a named span without a role was an axe violation).
    expect(screen.getByRole('progressbar', { name: 'Loading services' })).toBeTruthy();
    await expectNoAxeViolations(container);
    expect(await screen.findByText('Could not load your services. Check the API tab.')).toBeTruthy();
    await expectNoAxeViolations(container);
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fail = false;
    let answer!: (list: typeof items) => void;
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(retry);
    // While it runs: the message and the focused button stay, busy; a second press asks nothing more.
    expect(retry.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answer(items));
    expect(screen.queryByText(/Could not load/)).toBeNull();
    expect(await screen.findByText('Sauna')).toBeTruthy();
    expect(container.contains(document.activeElement) && document.activeElement!.matches('input, button')).toBe(true);
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

describe("a service entry's own resource picker", () => {
  const setup = (entry: Record<string, unknown>) => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <OverrideList noun="service" idKey="serviceId" loadKey="k" load={() => Promise.resolve(items)} entries={[{ serviceId: 's1', ...entry }]} onChange={onChange} resourceFields />
      </MantineProvider>,
    );
    return onChange;
  };
  const pick = async (label: string) => {
    fireEvent.click(await screen.findByRole('combobox', { name: 'Resource picker' }));
    fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
  };

  it('follows the Resource section until the entry has its own setting; Hidden hides its texts', async () => {
    const onChange = setup({});
    expect(await screen.findByRole('combobox', { name: 'Resource picker' })).toHaveProperty('value', 'As set in Resource');
    await pick('Hidden');
    expect(onChange).toHaveBeenLastCalledWith([{ serviceId: 's1', hideResourcePicker: true }]);
    await pick('Shown');
    expect(onChange).toHaveBeenLastCalledWith([{ serviceId: 's1', hideResourcePicker: false }]);
  });

  it('going back to the section setting removes the member; a hidden picker shows no texts', async () => {
    const onChange = setup({ hideResourcePicker: true, selectResourceTitle: 'Court' });
    expect(await screen.findByRole('combobox', { name: 'Resource picker' })).toHaveProperty('value', 'Hidden');
    expect(screen.queryByLabelText(/Resource title/)).toBeNull();
    await pick('As set in Resource');
    expect(onChange).toHaveBeenLastCalledWith([{ serviceId: 's1', selectResourceTitle: 'Court' }]);
  });

  it('sets the texts (debounced like the others); an emptied text leaves the entry', async () => {
    const onChange = setup({ anyResourceOption: 'Any court' });
    const title = await screen.findByLabelText(/Resource title/);
    fireEvent.change(title, { target: { value: 'Pick a court' } });
    fireEvent.blur(title);
    expect(onChange).toHaveBeenLastCalledWith([{ serviceId: 's1', anyResourceOption: 'Any court', selectResourceTitle: 'Pick a court' }]);
    const any = screen.getByLabelText(/Any resource option/);
    fireEvent.change(any, { target: { value: '  ' } });
    fireEvent.blur(any);
    expect(onChange).toHaveBeenLastCalledWith([{ serviceId: 's1' }]);
  });
});
