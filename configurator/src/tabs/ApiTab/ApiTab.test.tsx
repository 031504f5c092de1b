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
});
