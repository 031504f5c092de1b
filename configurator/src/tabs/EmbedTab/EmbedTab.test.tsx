import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { defaultConfig, EMBED_DEFAULTS, valueRule, WIDGET_TYPES, type WidgetType } from '@bookla/runtime/config';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { memoryAdapter } from '../../test-support/memory-adapter';
import { createConfiguratorStore, getIn, type Path } from '../../state/store';
import { changeEveryLeaf, leaves, under } from '../../test-support/leaves';
import { NO_TRANSITIONS, section, sectionTitles } from '../../test-support/sections';
import { StoreContext } from '../../state/use-configurator';
import { EmbedTab, MODE_NOTES } from './EmbedTab';

function setup(type: WidgetType = 'booking') {
  const store = createConfiguratorStore(memoryAdapter(), type);
  renderWithMantine(
    <StoreContext.Provider value={store}>
      <EmbedTab />
    </StoreContext.Provider>,
    NO_TRANSITIONS,
  );
  return store;
}

const embed = (store: ReturnType<typeof setup>) => store.getSnapshot().configs[store.getSnapshot().type].embed!;
const floating = (store: ReturnType<typeof setup>) => act(() => store.set(['embed', 'mode'], 'floating'));
/** A text typed and the field left (text fields apply on blur). */
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('Embed tab: the mode', () => {
  it('offers Inline, Popup and Floating button, inline chosen, with what the page then does', () => {
    setup();
    expect(sectionTitles()).toEqual([['Embed mode', 'true']]);
    const group = screen.getByRole('radiogroup', { name: 'How the page shows the widget' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.labels?.[0]?.textContent, r.checked])).toEqual([
      ['Inline', true],
      ['Popup', false],
      ['Floating button', false],
    ]);
    expect(screen.getByTestId('embed-mode-note').textContent).toBe(MODE_NOTES.inline);
  });

  it.each([
    ['Popup', 'popup'],
    ['Floating button', 'floating'],
    ['Inline', 'inline'],
  ] as const)('%s sets the mode and says what the page does', (label, mode) => {
    const store = setup();
    if (mode === 'inline') act(() => store.set(['embed', 'mode'], 'popup'));
    fireEvent.click(screen.getByRole('radio', { name: label }));
    expect(embed(store).mode).toBe(mode);
    expect(screen.getByTestId('embed-mode-note').textContent).toBe(MODE_NOTES[mode]);
    // The launcher's settings show only where a launcher is drawn, the dialog's where there is one.
    expect(screen.queryByRole('button', { name: 'Launcher button' }) !== null).toBe(mode === 'floating');
    expect(screen.queryByRole('button', { name: 'Dialog' }) !== null).toBe(mode !== 'inline');
  });

  it('every mode the model knows has a choice and a note', () => {
    const modes = (valueRule('embed.mode') as { values: readonly string[] }).values;
    setup();
    expect(screen.getAllByRole('radio')).toHaveLength(modes.length);
    expect(Object.keys(MODE_NOTES).sort()).toEqual([...modes].sort());
  });
});

describe('Embed tab: the launcher button (floating mode)', () => {
  it.each(WIDGET_TYPES)("%s: shows the type's launcher, its text saying what it opens", (kind) => {
    const store = setup(kind);
    floating(store);
    const s = section('Launcher button');
    expect((s.getByLabelText('Text') as HTMLInputElement).value).toBe(EMBED_DEFAULTS[kind].launcher.text);
    expect((s.getByLabelText('Background') as HTMLInputElement).value).toBe('#1d4ed8');
    expect((s.getByLabelText('Text colour') as HTMLInputElement).value).toBe('#ffffff');
    expect((s.getByRole('radio', { name: 'Right' }) as HTMLInputElement).checked).toBe(true);
    expect((s.getByLabelText('Side offset') as HTMLInputElement).value).toBe('24px');
    expect((s.getByLabelText('Bottom offset') as HTMLInputElement).value).toBe('24px');
  });

  it('the text applies when the field is left; a blank one shows the rule and keeps the text; it stops at its length', () => {
    const store = setup();
    floating(store);
    const text = section('Launcher button').getByLabelText('Text') as HTMLInputElement;
    type(text, 'Reserve a table');
    expect(embed(store).launcher.text).toBe('Reserve a table');
    fireEvent.change(text, { target: { value: '   ' } });
    expect(screen.getByText(valueRule('embed.launcher.text')!.message)).toBeTruthy();
    fireEvent.blur(text);
    expect(embed(store).launcher.text).toBe('Reserve a table');
    expect(text.value).toBe('Reserve a table');
    expect(text.maxLength).toBe((valueRule('embed.launcher.text') as { maxLength: number }).maxLength);
  });

  it('the colours, the side and the offsets each edit their own setting; an offset out of range is not applied', () => {
    const store = setup();
    floating(store);
    const s = section('Launcher button');
    fireEvent.change(s.getByLabelText('Background'), { target: { value: '#0f766e' } });
    fireEvent.change(s.getByLabelText('Text colour'), { target: { value: '#fef3c7' } });
    fireEvent.click(s.getByRole('radio', { name: 'Left' }));
    fireEvent.change(s.getByLabelText('Side offset'), { target: { value: '0' } });
    fireEvent.change(s.getByLabelText('Bottom offset'), { target: { value: '96' } });
    expect(embed(store)).toEqual({
      mode: 'floating',
      launcher: { ...EMBED_DEFAULTS.booking.launcher, background: '#0f766e', textColor: '#fef3c7', side: 'left', sideOffset: 0, bottomOffset: 96 },
      closeText: EMBED_DEFAULTS.booking.closeText,
    });
    // The field shows its suffix: typed over, the text keeps it, as in a browser.
    const max = (valueRule('embed.launcher.bottomOffset') as { max: number }).max;
    fireEvent.change(s.getByLabelText('Bottom offset'), { target: { value: `${max + 1}px` } });
    expect(embed(store).launcher.bottomOffset).toBe(96);
    fireEvent.change(s.getByLabelText('Bottom offset'), { target: { value: `${max}px` } });
    expect(embed(store).launcher.bottomOffset).toBe(max);
  });

  it('warns when the text is hard to read on its background (under 4.5:1), naming the ratio', async () => {
    const store = setup();
    floating(store);
    expect(screen.queryByText(/has contrast/)).toBeNull();
    act(() => store.set(['embed', 'launcher', 'background'], '#60a5fa'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Low contrast');
    expect(alert.textContent).toContain('Button text on its background has contrast 2.54:1; WCAG AA needs 4.5:1');
    act(() => store.set(['embed', 'launcher', 'textColor'], '#111827'));
    expect(screen.queryByText(/has contrast/)).toBeNull();
  });
});

describe("Embed tab: the dialog (popup and floating)", () => {
  it("its close button's name applies when the field is left; a blank one shows the rule and is not applied", () => {
    const store = setup('giftcard');
    act(() => store.set(['embed', 'mode'], 'popup'));
    const field = section('Dialog').getByLabelText('Close button') as HTMLInputElement;
    expect(field.value).toBe(EMBED_DEFAULTS.giftcard.closeText);
    type(field, 'Schließen');
    expect(embed(store).closeText).toBe('Schließen');
    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getByText(valueRule('embed.closeText')!.message)).toBeTruthy();
    fireEvent.blur(field);
    expect(embed(store).closeText).toBe('Schließen');
  });
});

describe('Embed tab: Reset section', () => {
  /** Every embed setting changed. */
  const changed = (kind: WidgetType) => ({ embed: { ...changeEveryLeaf(defaultConfig(kind).embed!), mode: 'floating' } });
  const SECTIONS: Record<string, Path[]> = { 'Embed mode': [['embed', 'mode']], 'Launcher button': [['embed', 'launcher']], Dialog: [['embed', 'closeText']] };

  it('between them the sections reset every embed setting', () => {
    const all = Object.values(SECTIONS).flat();
    expect(leaves(changed('booking')).filter(([path]) => !all.some((p) => under(path, p)))).toEqual([]);
  });

  it.each(Object.keys(SECTIONS))('%s puts back its own settings and leaves the rest', async (title) => {
    const store = setup('subscription');
    const before = changed('subscription');
    act(() => store.set(['embed'], before.embed));
    fireEvent.click(section(title).getByRole('button', { name: 'Reset section' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: `Reset ${title}?` })).getByRole('button', { name: 'Reset' }));
    const after = store.getSnapshot().configs.subscription;
    const defaults = defaultConfig('subscription');
    for (const [path, value] of leaves(before)) {
      const reset = SECTIONS[title]!.some((p) => under(path, p));
      expect(getIn(after, path), path.join(' › ')).toEqual(reset ? getIn(defaults, path) : value);
    }
  });
});
