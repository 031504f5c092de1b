import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { defaultConfig } from '@bookla/runtime/config';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { memoryAdapter } from '../../test-support/memory-adapter';
import { createConfiguratorStore, getIn, type Path } from '../../state/store';
import { changeEveryLeaf, leaves, under } from '../../test-support/leaves';
import { NO_TRANSITIONS, section, sectionTitles } from '../../test-support/sections';
import { StoreContext } from '../../state/use-configurator';
import { ThemeTab } from './ThemeTab';

function setup() {
  const store = createConfiguratorStore(memoryAdapter());
  renderWithMantine(
    <StoreContext.Provider value={store}>
      <ThemeTab />
    </StoreContext.Provider>,
    NO_TRANSITIONS,
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

const theme = (store: ReturnType<typeof setup>) => store.getSnapshot().configs.booking.theme;
const DEFAULT = defaultConfig('booking').theme;
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('Theme tab', () => {
  it("holds the spec's sections in its order, the Theme section open", () => {
    setup();
    const titles = ['Theme', 'Layout', 'Typography', 'Buttons', 'Item', 'List', 'Form', 'Summary'];
    expect(sectionTitles()).toEqual(titles.map((t, i) => [t, i === 0 ? 'true' : 'false']));
  });

  it('the page colours: each edits its own colour; a low-contrast one is named with its ratio', () => {
    const store = setup();
    const s = section('Theme');
    // The defaults read well: no warning box at all, not an empty one.
    expect(s.queryByText('Low contrast')).toBeNull();
    for (const [label, key, value] of [
      ['Text', 'text', '#777777'],
      ['Secondary text', 'secondaryText', '#222222'],
      ['Error', 'error', '#990000'],
      ['Success', 'success', '#006600'],
      ['Border', 'border', '#cccccc'],
    ] as const) {
      fireEvent.change(s.getByLabelText(label), { target: { value } });
      expect(theme(store).colors[key]).toBe(value);
    }
    expect(s.getByText('Low contrast')).toBeTruthy();
    expect(s.getByText('Text on background has contrast 4.48:1; WCAG AA needs 4.5:1')).toBeTruthy();
    expect(s.getAllByText(/has contrast/)).toHaveLength(1);
    // Each of the other texts on the page background is checked too.
    for (const label of ['Secondary text', 'Error', 'Success']) fireEvent.change(s.getByLabelText(label), { target: { value: '#fafafa' } });
    expect(s.getAllByText(/has contrast/).map((w) => w.textContent!.split(' has ')[0])).toEqual(['Text on background', 'Secondary text on background', 'Error on background', 'Success on background']);
  });

  it("a background's gradient is kept beside its colour; back to one solid colour, the gradient goes and the colour is set", async () => {
    const store = setup();
    fireEvent.click(section('Theme').getByRole('button', { name: 'Background: solid' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Linear', hidden: true }));
    expect(theme(store)._gradients.background).toEqual({ type: 'linear', colors: [DEFAULT.colors.background, '#ffffff'], angle: 90 });
    expect(theme(store).colors.background).toBe(DEFAULT.colors.background);
    fireEvent.click(screen.getByRole('radio', { name: 'Solid', hidden: true }));
    expect(theme(store)._gradients.background).toEqual({ type: 'solid', colors: [DEFAULT.colors.background, '#ffffff'] });
    act(() => store.set(['theme', '_gradients', 'summary'], { type: 'linear', colors: ['#000000', '#ffffff'], angle: 90 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove colour 1', hidden: true }));
    expect(theme(store)._gradients).toEqual({ summary: { type: 'linear', colors: ['#000000', '#ffffff'], angle: 90 } });
    expect(theme(store).colors.background).toBe('#ffffff');
  });

  it("a state's background gradient goes under the element and state, and its colour back to the state's background", async () => {
    const store = setup();
    const s = section('Item');
    fireEvent.click(s.getByRole('radio', { name: 'Hover' }));
    fireEvent.click(s.getByRole('button', { name: 'Background: solid' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Radial', hidden: true }));
    expect(theme(store)._gradients['item.hover']).toEqual({ type: 'radial', colors: [DEFAULT.colors.item.hover.background, '#ffffff'], position: 'center' });
    fireEvent.click(screen.getByRole('radio', { name: 'Solid', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove colour 1', hidden: true }));
    expect(theme(store)._gradients).toEqual({});
    expect(theme(store).colors.item.hover.background).toBe('#ffffff');
    expect(theme(store).colors.item.normal.background).toBe(DEFAULT.colors.item.normal.background);
  });

  it("an element's state toggle only picks which state's colours are edited", () => {
    const store = setup();
    const s = section('Item');
    expect(s.getAllByRole('radio').map((r) => r.closest('div')!.textContent)).toEqual(['Normal', 'Selected', 'Hover', 'Disabled']);
    const before = store.getSnapshot();
    fireEvent.click(s.getByRole('radio', { name: 'Selected' }));
    expect(store.getSnapshot()).toBe(before);
    fireEvent.change(s.getByLabelText('Text'), { target: { value: '#123456' } });
    fireEvent.change(s.getByLabelText('Secondary text'), { target: { value: '#654321' } });
    expect(theme(store).colors.item.selected).toMatchObject({ text: '#123456', secondaryText: '#654321' });
    expect(theme(store).colors.item.normal).toEqual(DEFAULT.colors.item.normal);
    fireEvent.click(s.getByRole('switch', { name: 'Border' }));
    expect(theme(store).colors.item.selected.border).toBe('none');
    expect((s.getByLabelText('Text') as HTMLInputElement).value).toBe('#123456');
    fireEvent.click(s.getByRole('radio', { name: 'Normal' }));
    expect((s.getByLabelText('Text') as HTMLInputElement).value).toBe(DEFAULT.colors.item.normal.text);
  });

  it("the text on a state's background is checked, except in the disabled state", () => {
    const store = setup();
    const s = section('Item');
    fireEvent.change(s.getByLabelText('Text'), { target: { value: DEFAULT.colors.item.normal.background } });
    expect(s.getByText(/^Normal text on its background has contrast 1\.00:1/)).toBeTruthy();
    fireEvent.change(s.getByLabelText('Secondary text'), { target: { value: DEFAULT.colors.item.normal.background } });
    expect(s.getByText(/^Normal secondary text on its background has contrast 1\.00:1/)).toBeTruthy();
    fireEvent.click(s.getByRole('radio', { name: 'Disabled' }));
    act(() => store.set(['theme', 'colors', 'item', 'disabled', 'text'], DEFAULT.colors.item.disabled.background));
    expect(s.queryByText(/has contrast/)).toBeNull();
  });

  it('the states of each element: the list normal and selected, the form normal and error, without secondary text', () => {
    setup();
    const list = section('List');
    expect(list.getAllByRole('radio').map((r) => r.closest('div')!.textContent)).toEqual(['Normal', 'Selected']);
    expect(list.getByLabelText('Secondary text')).toBeTruthy();
    const form = section('Form');
    expect(form.getAllByRole('radio').map((r) => r.closest('div')!.textContent)).toEqual(['Normal', 'Error']);
    expect(form.queryByLabelText('Secondary text')).toBeNull();
  });

  it('buttons: the kind picks the colours edited; primary and icon buttons have their own padding and radius, the secondary shares the primary one', () => {
    const store = setup();
    const s = section('Buttons');
    expect(s.getAllByRole('radio').map((r) => r.closest('div')!.textContent)).toEqual(['Primary', 'Secondary', 'Icon', 'Normal', 'Hover', 'Disabled']);
    type(s.getByLabelText('Border radius'), '3');
    expect(theme(store).spacing.button.borderRadius).toBe(3);
    // Buttons have no secondary text of their own.
    expect(s.queryByLabelText('Secondary text')).toBeNull();
    fireEvent.click(s.getByRole('radio', { name: 'Secondary' }));
    expect(s.queryByLabelText('Padding')).toBeNull();
    fireEvent.click(s.getByRole('radio', { name: 'Hover' }));
    fireEvent.change(s.getByLabelText('Text'), { target: { value: '#0000ff' } });
    expect(theme(store).colors.secondaryButton.hover.text).toBe('#0000ff');
    fireEvent.click(s.getByRole('radio', { name: 'Icon' }));
    // A new kind starts at its normal state.
    expect((s.getByRole('radio', { name: 'Normal' }) as HTMLInputElement).checked).toBe(true);
    type(s.getByLabelText('Padding'), '4px 6px');
    expect(theme(store).spacing.iconButton.padding).toBe('4px 6px');
    expect(theme(store).spacing.button.padding).toBe(DEFAULT.spacing.button.padding);
    fireEvent.change(s.getByLabelText('Text'), { target: { value: '#00ff00' } });
    expect(theme(store).colors.iconButton.normal.text).toBe('#00ff00');
  });

  it('layout and typography edit their own values; a blank font family is not applied', () => {
    const store = setup();
    const layout = section('Layout');
    for (const [label, value] of [['Padding', '12'], ['Border radius', '6'], ['Grid gap', '5'], ['Row gap', '7'], ['Section gap', '9'], ['Text gap', '2'], ['Label gap', '3']]) type(layout.getByLabelText(label!), value!);
    const sp = theme(store).spacing;
    expect([sp.padding, sp.borderRadius, sp.gridGap, sp.rowGap, sp.sectionGap, sp.text.gap, sp.text.labelGap]).toEqual([12, 6, 5, 7, 9, 2, 3]);
    const typography = section('Typography');
    type(typography.getByLabelText('Font family'), '  ');
    expect(theme(store).typography.fontFamily).toBe(DEFAULT.typography.fontFamily);
    type(typography.getByLabelText('Font family'), 'Georgia');
    for (const [label, value] of [['Base size', '15'], ['Large size', '22'], ['Normal weight', '300'], ['Medium weight', '700'], ['Title line height', '1.2'], ['Text line height', '1.6']]) type(typography.getByLabelText(label!), value!);
    const ty = theme(store).typography;
    expect([ty.fontFamily, ty.fontSize.base, ty.fontSize.large, ty.fontWeight.normal, ty.fontWeight.medium, ty.lineHeight.title, ty.lineHeight.text]).toEqual(['Georgia', 15, 22, 300, 700, 1.2, 1.6]);
    // Out of its range (the widgets keep 8 to 72 px) a size is not applied as typed: leaving the field takes the
    // nearest bound.
    fireEvent.change(typography.getByLabelText('Base size'), { target: { value: '73' } });
    expect(theme(store).typography.fontSize.base).toBe(15);
    fireEvent.blur(typography.getByLabelText('Base size'));
    expect(theme(store).typography.fontSize.base).toBe(72);
  });

  it('the summary: its colours, border, padding and radius', () => {
    const store = setup();
    const s = section('Summary');
    expect(DEFAULT.colors.summary.border).not.toBe('none');
    fireEvent.change(s.getByLabelText('Text'), { target: { value: '#101010' } });
    fireEvent.change(s.getByLabelText('Secondary text'), { target: { value: '#202020' } });
    fireEvent.click(s.getByRole('switch', { name: 'Border' }));
    type(s.getByLabelText('Padding'), '10');
    type(s.getByLabelText('Border radius'), '4');
    const t = theme(store);
    expect([t.colors.summary.text, t.colors.summary.secondaryText, t.colors.summary.border, t.spacing.summary.padding, t.spacing.summary.borderRadius]).toEqual([
      '#101010',
      '#202020',
      'none',
      10,
      4,
    ]);
  });

  it("Reset section asks first and puts back only that section's settings", async () => {
    const store = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    type(section('Layout').getByLabelText('Row gap'), '30');
    type(section('Typography').getByLabelText('Base size'), '20');
    fireEvent.click(section('Layout').getByRole('button', { name: 'Reset section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Layout?' });
    expect(dialog.textContent).toContain('Every setting of the Layout section goes back to its default. You can undo this.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(theme(store).spacing.rowGap).toBe(30);
    fireEvent.click(section('Layout').getByRole('button', { name: 'Reset section' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reset Layout?' })).getByRole('button', { name: 'Reset' }));
    expect(theme(store).spacing.rowGap).toBe(DEFAULT.spacing.rowGap);
    expect(theme(store).typography.fontSize.base).toBe(20);
  });
});

describe("Theme tab: each section's Reset puts back exactly its own settings", () => {
  const slots = (element: string, states: string[]) => states.map((s) => `${element}.${s}`);
  const BUTTON = ['normal', 'hover', 'disabled'];
  const GRADIENT_SLOTS = [
    'background',
    ...slots('button', BUTTON),
    ...slots('secondaryButton', BUTTON),
    ...slots('iconButton', BUTTON),
    ...slots('item', ['normal', 'selected', 'hover', 'disabled']),
    ...slots('list', ['normal', 'selected']),
    ...slots('form', ['normal', 'error']),
    'summary',
  ];
  /** Each section's settings while the light or the dark colours are shown: the colours shown, gradients with the light. */
  const sections = (colors: 'colors' | 'darkColors'): Record<string, Path[]> => {
    const g = (...keys: string[]): Path[] => (colors === 'colors' ? keys.map((k) => ['_gradients', k]) : []);
    return {
      Theme: [['colorScheme'], [colors, 'background'], [colors, 'text'], [colors, 'secondaryText'], [colors, 'error'], [colors, 'success'], [colors, 'border'], ...g('background')],
      Layout: [['spacing', 'padding'], ['spacing', 'borderRadius'], ['spacing', 'gridGap'], ['spacing', 'rowGap'], ['spacing', 'sectionGap'], ['spacing', 'text']],
      Typography: [['typography']],
      Buttons: [[colors, 'button'], [colors, 'secondaryButton'], [colors, 'iconButton'], ['spacing', 'button'], ['spacing', 'iconButton'], ...g(...slots('button', BUTTON), ...slots('secondaryButton', BUTTON), ...slots('iconButton', BUTTON))],
      Item: [[colors, 'item'], ['spacing', 'item'], ...g(...slots('item', ['normal', 'selected', 'hover', 'disabled']))],
      List: [[colors, 'list'], ['spacing', 'list'], ...g(...slots('list', ['normal', 'selected']))],
      Form: [[colors, 'form'], ['spacing', 'form'], ...g(...slots('form', ['normal', 'error']))],
      Summary: [[colors, 'summary'], ['spacing', 'summary'], ...g('summary')],
    };
  };
  const SECTIONS = { colors: sections('colors'), darkColors: sections('darkColors') };
  // Every theme value, each gradient slot filled: nothing is at its default.
  const changed = {
    ...changeEveryLeaf(DEFAULT),
    _gradients: Object.fromEntries(GRADIENT_SLOTS.map((k) => [k, { type: 'linear', colors: ['#000000', '#ffffff'], angle: 30 }])),
  };

  it('between them the sections reset every theme value, the light colours’ and the dark colours’', () => {
    const all = [...Object.values(SECTIONS.colors), ...Object.values(SECTIONS.darkColors)].flat();
    expect(leaves(changed).filter(([path]) => !all.some((p) => under(path, p)))).toEqual([]);
  });

  it.each(Object.keys(SECTIONS.colors).flatMap((title) => [[title, 'light'] as const, [title, 'dark'] as const]))('%s, %s colours shown', async (title, shown) => {
    const store = setup();
    const set = { ...changed, colorScheme: shown };
    act(() => store.set(['theme'], set));
    fireEvent.click(section(title).getByRole('button', { name: 'Reset section' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: `Reset ${title}?` })).getByRole('button', { name: 'Reset' }));
    const after = theme(store);
    const paths = SECTIONS[shown === 'dark' ? 'darkColors' : 'colors'][title]!;
    for (const [path, value] of leaves(set)) {
      const reset = paths.some((p) => under(path, p));
      expect(getIn(after, path), path.join(' › ')).toEqual(reset ? getIn(DEFAULT, path) : value);
    }
    // A gradient put back is gone, not kept as an empty slot.
    const own = paths.filter(([k]) => k === '_gradients').map(([, slot]) => slot);
    expect(Object.keys(after._gradients).sort()).toEqual(GRADIENT_SLOTS.filter((k) => !own.includes(k)).sort());
  });
});

describe('Theme tab: the colour scheme', () => {
  const scheme = () => within(screen.getByTestId('scheme-fields'));

  it('offers light (the default), dark and auto, and says what visitors see', () => {
    const store = setup();
    const s = scheme();
    expect(s.getAllByRole('radio').map((r) => r.closest('div')!.textContent)).toEqual(['Light', 'Dark', 'Auto']);
    expect((s.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    expect(s.getByText('Visitors see the light colours.')).toBeTruthy();
    expect(s.getByTestId('colours-edited').textContent).toBe('The colour fields edit the light colours.');
    fireEvent.click(s.getByRole('radio', { name: 'Auto' }));
    expect(theme(store).colorScheme).toBe('auto');
    expect(s.getByText(/as their device is set, and the widget follows when they switch/)).toBeTruthy();
    expect(store.getSnapshot().canUndo).toBe(true);
  });

  it('dark: the colour fields edit the dark colours, backgrounds solid, and the light ones stay as they were', () => {
    const store = setup();
    fireEvent.click(scheme().getByRole('radio', { name: 'Dark' }));
    expect(theme(store).colorScheme).toBe('dark');
    expect(store.getSnapshot().darkShown).toBe(true);
    expect(scheme().getByTestId('colours-edited').textContent).toMatch(/^The colour fields edit the dark colours\. Gradients belong to the light colours/);
    const page = section('Theme');
    expect((page.getByLabelText('Text') as HTMLInputElement).value).toBe(DEFAULT.darkColors!.text);
    fireEvent.change(page.getByLabelText('Text'), { target: { value: '#eeeeee' } });
    fireEvent.change(page.getByLabelText('Background'), { target: { value: '#050505' } });
    expect([theme(store).darkColors!.text, theme(store).darkColors!.background]).toEqual(['#eeeeee', '#050505']);
    expect(theme(store).colors).toEqual(DEFAULT.colors);
    // No gradient control in the dark colours: the background is one colour field.
    expect(page.queryByRole('button', { name: /^Background: / })).toBeNull();
    const item = section('Item');
    fireEvent.click(item.getByRole('radio', { name: 'Selected' }));
    fireEvent.change(item.getByLabelText('Secondary text'), { target: { value: '#abcdef' } });
    expect(theme(store).darkColors!.item.selected.secondaryText).toBe('#abcdef');
    expect(theme(store).colors.item.selected).toEqual(DEFAULT.colors.item.selected);
  });

  it('dark: the contrast warnings check the dark colours, drawn solid even where a light gradient is set', () => {
    const store = setup();
    act(() => store.set(['theme', '_gradients', 'background'], { type: 'linear', angle: 90, colors: ['#ffffff', '#f9fafb'] }));
    fireEvent.click(scheme().getByRole('radio', { name: 'Dark' }));
    const page = section('Theme');
    // The dark defaults read well, and the light gradient (white under light text) is not theirs.
    expect(page.queryByText(/has contrast/)).toBeNull();
    fireEvent.change(page.getByLabelText('Secondary text'), { target: { value: '#4b5563' } });
    expect(page.getByText(/^Secondary text on background has contrast 2\.\d\d:1; WCAG AA needs 4\.5:1$/)).toBeTruthy();
  });

  it('auto: one choice picks the colours edited and previewed; the other colours’ low contrast is named above them', () => {
    const store = setup();
    fireEvent.click(scheme().getByRole('radio', { name: 'Auto' }));
    expect(store.getSnapshot().darkShown).toBe(false);
    expect((scheme().getByRole('radio', { name: 'Light colours' }) as HTMLInputElement).checked).toBe(true);
    expect(scheme().queryByText(/^Low contrast in the/)).toBeNull();
    act(() => store.set(['theme', 'darkColors', 'item', 'hover', 'secondaryText'], '#172554'));
    expect(scheme().getByText('Low contrast in the dark colours')).toBeTruthy();
    expect(scheme().getByText(/^Item hover secondary text on its background \(Item hover\) has contrast 1\.00:1/)).toBeTruthy();
    expect(scheme().getByText('Choose the dark colours above to fix them.')).toBeTruthy();
    const before = store.getSnapshot().configs;
    fireEvent.click(scheme().getByRole('radio', { name: 'Dark colours' }));
    // Looking at the other colours changes no setting and is no undo step.
    expect(store.getSnapshot().configs).toBe(before);
    expect(store.getSnapshot().darkShown).toBe(true);
    expect(scheme().queryByText('Low contrast in the dark colours')).toBeNull();
    expect((section('Theme').getByLabelText('Text') as HTMLInputElement).value).toBe(DEFAULT.darkColors!.text);
    // Now the light colours are the other ones: their low contrast, a gradient stop included, is named.
    act(() => store.set(['theme', '_gradients', 'summary'], { type: 'linear', angle: 90, colors: ['#f9fafb', '#111827'] }));
    expect(scheme().getByText('Low contrast in the light colours')).toBeTruthy();
    expect(scheme().getByText(/^Summary text on its background \(Summary\) \(gradient colour 2, #111827\) has contrast/)).toBeTruthy();
    // Light or dark alone exports one scheme: no warning about colours visitors never see.
    fireEvent.click(scheme().getByRole('radio', { name: 'Dark' }));
    expect(scheme().queryByText(/^Low contrast in the/)).toBeNull();
    expect(scheme().queryByRole('radio', { name: 'Light colours' })).toBeNull();
  });
});
