import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import type { WidgetType } from '@bookla/runtime/config';
import { memoryAdapter } from '../../test-support/memory-adapter';
import { createConfiguratorStore } from '../../state/store';
import { StoreContext } from '../../state/use-configurator';
import { ConfigTab } from './ConfigTab';

function setup(type: WidgetType) {
  const host = memoryAdapter();
  const store = createConfiguratorStore(host);
  act(() => store.setType(type));
  renderWithMantine(
    <StoreContext.Provider value={store}>
      <ConfigTab loadAccount={async () => [{ id: 's1', name: 'Tennis court' }]} />
    </StoreContext.Provider>,
  );
  return store;
}
const open = (section: string) => fireEvent.click(screen.getByRole('button', { name: section }));
const edit = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('Config tab: texts beyond the spec list, which the widgets show too', () => {
  it("booking's Error Screen section holds its error messages", () => {
    const store = setup('booking');
    open('Error Screen');
    edit('Load times', 'Zeiten nicht geladen');
    expect(store.getSnapshot().configs.booking.localization.errors.loadTimes).toBe('Zeiten nicht geladen');
    expect(screen.queryByLabelText('Missing parameters plugin')).toBeNull();
  });

  it.each(['subscription', 'giftcard'] as const)('%s has an Error Screen section: its texts, its missing-parameter message, the Back button', (type) => {
    const store = setup(type);
    open('Error Screen');
    edit('Missing parameters plugin', 'Fehlende Angaben');
    edit('Back button', 'Zurück');
    edit('Reload', 'Neu laden');
    const l = store.getSnapshot().configs[type].localization;
    expect([l.errors.missingParametersPlugin, l.backButton, l.errorScreen.reload]).toEqual(['Fehlende Angaben', 'Zurück', 'Neu laden']);
    expect(screen.queryByLabelText('Load times')).toBeNull();
  });

  it('the Terms section edits its links', () => {
    const store = setup('giftcard');
    open('Terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Add link', hidden: true }));
    expect(store.getSnapshot().configs.giftcard.localization.terms.urls).toHaveLength(2);
    const url = screen.getAllByLabelText('URL')[1]!;
    fireEvent.change(url, { target: { value: 'https://example.com/privacy' } });
    fireEvent.blur(url);
    expect(store.getSnapshot().configs.giftcard.localization.terms.urls[1]).toEqual({ text: 'terms and conditions', url: 'https://example.com/privacy' });
  });
});
