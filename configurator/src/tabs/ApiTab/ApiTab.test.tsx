import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { memoryAdapter } from '../../test-support/memory-adapter';
import { createConfiguratorStore } from '../../state/store';
import { StoreContext } from '../../state/use-configurator';
import { ApiTab } from './ApiTab';

function setup() {
  const host = memoryAdapter();
  const store = createConfiguratorStore(host);
  renderWithMantine(
    <StoreContext.Provider value={store}>
      <ApiTab host={host} />
    </StoreContext.Provider>,
  );
  return store;
}

describe('API tab', () => {
  it("its tip on where to find the credentials is a note, not an alert screen readers would interrupt with", () => {
    setup();
    const tip = screen.getByRole('note');
    expect(tip.textContent).toContain('Where to find these');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the demo placeholders while the demo credentials are in use', () => {
    setup();
    // Empty: the demo value is the placeholder, not text an owner would have to delete first.
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('');
    // Keys and ids are no words: no spelling marks under them.
    expect(screen.getByLabelText('API key').getAttribute('spellcheck')).toBe('false');
    expect(screen.getByLabelText('API key').getAttribute('placeholder')).toBe('Demo API key');
    expect(screen.getByLabelText('Company ID').getAttribute('placeholder')).toBe('Demo Company ID');
    expect(screen.getByLabelText('Service ID').getAttribute('placeholder')).toBe('Demo Service ID');
  });

  it('applies on blur; an own value changes the placeholder; emptied goes back to the demo default', () => {
    const store = setup();
    const key = screen.getByLabelText('API key');
    fireEvent.change(key, { target: { value: 'my-key' } });
    expect(store.getSnapshot().configs.booking.apiKey).toBe('demo-key');
    fireEvent.blur(key);
    expect(store.getSnapshot().configs.booking.apiKey).toBe('my-key');
    expect(key.getAttribute('placeholder')).toBe('Enter API key');
    fireEvent.change(key, { target: { value: '  ' } });
    fireEvent.blur(key);
    expect(store.getSnapshot().configs.booking.apiKey).toBe('demo-key');
    expect(key.getAttribute('placeholder')).toBe('Demo API key');
  });

  it('hides the service field while the service selector is on', () => {
    const store = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Bookla dashboard/)).toBeNull();
    expect(screen.getByLabelText('Service ID')).toBeTruthy();
    act(() => store.set(['showServiceSelector'], true));
    expect(screen.queryByLabelText('Service ID')).toBeNull();
  });

  it('company and service apply on blur too; the region is chosen from US and EU', async () => {
    const store = setup();
    for (const [label, key, value] of [['Company ID', 'companyId', 'company-7'], ['Service ID', 'serviceId', 'service-9']] as const) {
      const field = screen.getByLabelText(label);
      fireEvent.change(field, { target: { value: ` ${value} ` } });
      fireEvent.blur(field);
      expect(store.getSnapshot().configs.booking[key]).toBe(value);
    }
    expect(store.getSnapshot().configs.booking.region).toBe('us');
    fireEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EU', hidden: true }));
    expect(store.getSnapshot().configs.booking.region).toBe('eu');
  });

  it('shows a credential changed elsewhere (an import, undo): the new value, or empty again for the demo one', () => {
    const store = setup();
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    act(() => store.set(['apiKey'], 'imported-key'));
    expect(key.value).toBe('imported-key');
    act(() => store.undo());
    expect(key.value).toBe('');
  });
});
