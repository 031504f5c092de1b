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

describe('the list against the account', () => {
  const list = (props: Partial<Parameters<typeof OverrideList>[0]>) => (
    <MantineProvider>
      <OverrideList noun="service" idKey="serviceId" loadKey="k" load={() => Promise.resolve(items)} entries={[]} onChange={vi.fn()} {...props} />
    </MantineProvider>
  );

  it('offers to add only what has no entry yet, and nothing once everything has one', async () => {
    const view = render(list({ entries: [{ serviceId: 's2' }] }));
    const add = await screen.findByRole('combobox', { name: 'Add a service override' });
    fireEvent.click(add);
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual(['Tennis court']);
    view.rerender(list({ entries: [{ serviceId: 's2' }, { serviceId: 's1' }] }));
    expect(screen.queryByRole('combobox', { name: 'Add a service override' })).toBeNull();
    expect(screen.queryByText('This account has no services.')).toBeNull();
  });

  it('choosing one to add adds its entry after the others, by its ID', async () => {
    const onChange = vi.fn();
    render(list({ entries: [{ serviceId: 's2', title: 'Spa' }], onChange }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Add a service override' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Tennis court', hidden: true }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith([{ serviceId: 's2', title: 'Spa' }, { serviceId: 's1' }]);
  });

  it('says when the account has none of the things to override', async () => {
    render(list({ load: () => Promise.resolve([]) }));
    expect(await screen.findByText('This account has no services.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Add a service override' })).toBeNull();
  });

  it('new credentials: only the latest read counts, however late the earlier one answers', async () => {
    let answerOld!: (list: typeof items) => void;
    const view = render(list({ loadKey: 'old', load: () => new Promise((resolve) => (answerOld = resolve)) }));
    view.rerender(list({ loadKey: 'new', load: () => Promise.resolve([{ id: 's9', name: 'Pool' }]) }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Add a service override' }));
    await screen.findByRole('option', { name: 'Pool', hidden: true });
    await act(async () => answerOld(items));
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Pool']);
  });

  it('new credentials: a late failure of the earlier read says nothing; after a failure, the new read starts afresh', async () => {
    let failOld!: (error: Error) => void;
    const view = render(list({ loadKey: 'old', load: () => new Promise((_, reject) => (failOld = reject)) }));
    view.rerender(list({ loadKey: 'new', load: () => Promise.resolve(items) }));
    expect(await screen.findByRole('combobox', { name: 'Add a service override' })).toBeTruthy();
    await act(async () => failOld(new Error('offline')));
    expect(screen.queryByText(/Could not load/)).toBeNull();
    // A failed read, then other credentials: the loader while they are read, not the old failure.
    view.rerender(list({ loadKey: 'broken', load: () => Promise.reject(new Error('401')) }));
    expect(await screen.findByText('Could not load your services. Check the API tab.')).toBeTruthy();
    view.rerender(list({ loadKey: 'fixed', load: () => new Promise(() => {}) }));
    expect(screen.getByRole('progressbar', { name: 'Loading services' })).toBeTruthy();
    expect(screen.queryByText(/Could not load/)).toBeNull();
  });

  it("an entry's description applies like its title; a value changed elsewhere (undo) shows in its field", async () => {
    const onChange = vi.fn();
    const view = render(list({ entries: [{ serviceId: 's2', description: 'Hot' }], onChange }));
    const description = (await screen.findByLabelText('Description')) as HTMLInputElement;
    expect(description.value).toBe('Hot');
    fireEvent.change(description, { target: { value: 'Very hot' } });
    fireEvent.blur(description);
    expect(onChange).toHaveBeenLastCalledWith([{ serviceId: 's2', description: 'Very hot' }]);
    view.rerender(list({ entries: [{ serviceId: 's2', description: 'Warm' }], onChange }));
    expect(description.value).toBe('Warm');
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
