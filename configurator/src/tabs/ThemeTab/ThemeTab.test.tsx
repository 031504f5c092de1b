import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { memoryAdapter } from '../../test-support/memory-adapter';
import { createConfiguratorStore } from '../../state/store';
import { StoreContext } from '../../state/use-configurator';
import { ThemeTab } from './ThemeTab';

function setup() {
  const store = createConfiguratorStore(memoryAdapter());
  renderWithMantine(
    <StoreContext.Provider value={store}>
      <ThemeTab />
    </StoreContext.Provider>,
  );
  return store;
}

describe('Theme tab contrast check on gradients', () => {
  // A closed section's panel is hidden and updates once it opens: the checks wait for it (findBy…).
  it('checks the text on every colour of a gradient that replaces a background, naming the colour', async () => {
    const store = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Buttons' }));
    expect(screen.queryByText(/has contrast/)).toBeNull();
    act(() => store.set(['theme', '_gradients', 'button.normal'], { type: 'linear', angle: 90, colors: ['#1d4ed8', '#fde047'] }));
    expect(await screen.findByText(/Normal text on its background \(gradient colour 2, #fde047\) has contrast/)).toBeTruthy();
    expect(screen.queryByText(/gradient colour 1/)).toBeNull();
  });

  it('the page background and the summary too', async () => {
    const store = setup();
    act(() => store.set(['theme', '_gradients', 'background'], { type: 'radial', position: 'center', colors: ['#ffffff', '#222222'] }));
    expect(await screen.findByText(/^Text on background \(gradient colour 2, #222222\) has contrast/)).toBeTruthy();
    act(() => store.set(['theme', '_gradients', 'summary'], { type: 'solid', colors: ['#111827'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Summary' }));
    expect(await screen.findByText(/^Summary text on summary background \(its solid gradient\) has contrast/)).toBeTruthy();
  });
});
