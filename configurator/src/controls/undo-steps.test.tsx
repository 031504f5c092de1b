import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WidgetType } from '@bookla/runtime/config';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { memoryAdapter } from '../test-support/memory-adapter';
import { NO_TRANSITIONS, section } from '../test-support/sections';
import { createConfiguratorStore, type ConfiguratorStore } from '../state/store';
import { StoreContext } from '../state/use-configurator';
import { ApiTab } from '../tabs/ApiTab/ApiTab';
import { ConfigTab } from '../tabs/ConfigTab/ConfigTab';
import { ThemeTab } from '../tabs/ThemeTab/ThemeTab';
import { EmbedTab } from '../tabs/EmbedTab/EmbedTab';

// Every control of the settings, used as an owner uses it (focus, typing, drags in a picker or on the dial, the
// focus leaving), edits through the store: each edit is exactly one undo step, and undoing it leaves nothing to
// undo (the Undo button is disabled by that state: Configurator.test.tsx). A drag or typing that goes through many
// values is still one step.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Tab = 'api' | 'theme' | 'config' | 'embed';
/** A tab on a store whose state starts with `given` done (kept as a draft, so it is no step to undo). */
function setup(tab: Tab, type: WidgetType = 'booking', given?: (store: ConfiguratorStore) => void) {
  const host = memoryAdapter();
  if (given) {
    const first = createConfiguratorStore(host, type);
    given(first);
    first.flush();
  }
  const store = createConfiguratorStore(host, type);
  const ui = { api: <ApiTab host={host} />, theme: <ThemeTab />, config: <ConfigTab loadAccount={async () => [{ id: 's1', name: 'Tennis court' }]} />, embed: <EmbedTab /> }[tab];
  renderWithMantine(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>, NO_TRANSITIONS);
  return store;
}

/** A task later: what Mantine's number input takes to report the focus (as no one types faster). */
const task = () => act(() => new Promise((r) => setTimeout(r, 0)));

/** Typing in a field as a person does: it takes the focus, its text changes key by key, the focus leaves. */
async function typeInto(input: HTMLElement, ...texts: string[]) {
  act(() => input.focus());
  await task();
  for (const text of texts) fireEvent.change(input, { target: { value: text } });
  act(() => input.blur());
}

/** A Mantine select's option chosen with the mouse. */
async function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

/**
 * A mouse drag over `el` through `points` (x, y in a 100×100 box), each move given a frame as a browser does: happy-dom
 * lays nothing out, so the box is lent to the element for the drag.
 */
async function drag(el: Element, points: readonly (readonly [number, number])[]) {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 100, height: 100, right: 100, bottom: 100, x: 0, y: 0, toJSON() {} });
  const [[x0, y0], ...rest] = points as [readonly [number, number], ...(readonly [number, number])[]];
  fireEvent.mouseDown(el, { clientX: x0, clientY: y0 });
  await frame();
  for (const [x, y] of rest) {
    fireEvent.mouseMove(document, { clientX: x, clientY: y });
    await frame();
  }
  const [xn, yn] = points[points.length - 1]!;
  fireEvent.mouseUp(document, { clientX: xn, clientY: yn });
  // The end of a drag is reported a task later.
  await task();
}
const DRAG = Array.from({ length: 12 }, (_, i) => [8 * i + 4, 90 - 7 * i] as const);

/** Every value the current type's configuration takes, to see the drags went through many. */
function watch(store: ConfiguratorStore) {
  const seen = new Set<string>();
  store.subscribe(() => seen.add(JSON.stringify(store.getSnapshot().configs[store.getSnapshot().type])));
  return seen;
}

/** The popover of a background's gradient picker, opened. */
async function gradientPicker(title: string, label = 'Background') {
  fireEvent.click(section(title).getAllByRole('button', { name: new RegExp(`^${label}: `) })[0]!);
  return within(await screen.findByRole('dialog', { hidden: true }));
}
/** The colour picker's area of a colour field (it opens when the field takes the focus). */
async function colourArea(input: HTMLElement) {
  act(() => input.focus());
  return waitFor(() => {
    const area = document.querySelector('[class*="-saturation"]');
    expect(area).toBeTruthy();
    return area!;
  });
}

/** The floating mode, whose launcher's fields show. */
const floatingMode = (s: ConfiguratorStore) => s.set(['embed', 'mode'], 'floating');

/** The buttons' border on (it has none by default, so its width, style and colour fields are not shown). */
const bordered = (s: ConfiguratorStore) => s.set(['theme', 'colors', 'button', 'normal', 'border'], '1px solid #d1d5db');

interface Case {
  name: string;
  tab: Tab;
  type?: WidgetType;
  /** The state the edit starts from (no step of its own: the steps counted are the edit's). */
  given?(store: ConfiguratorStore): void;
  edit(store: ConfiguratorStore): Promise<void> | void;
  /** The edit goes through at least this many values on its way (a drag, a burst of typing). */
  through?: number;
}

const CASES: Case[] = [
  // Theme tab.
  { name: 'colour field: a colour typed key by key', tab: 'theme', edit: () => typeInto(section('Theme').getByLabelText('Text'), '#1', '#12', '#123', '#1234', '#12345', '#123456'), through: 2 },
  {
    name: 'colour field: a colour dragged through its picker, then the field left',
    tab: 'theme',
    edit: async () => {
      const input = section('Theme').getByLabelText('Text');
      await drag(await colourArea(input), DRAG);
      act(() => input.blur());
    },
    through: 5,
  },
  {
    name: "gradient picker: a solid background's one colour typed (its gradient stays none, its colour changes)",
    tab: 'theme',
    edit: async () => typeInto((await gradientPicker('Theme')).getByRole('textbox', { name: 'Colour 1', hidden: true }), '#a', '#ab', '#abc'),
  },
  {
    name: "gradient picker: a solid background's colour dragged through its picker",
    tab: 'theme',
    edit: async () => {
      const input = (await gradientPicker('Theme')).getByRole('textbox', { name: 'Colour 1', hidden: true });
      await drag(await colourArea(input), DRAG);
      act(() => input.blur());
    },
    through: 5,
  },
  { name: 'gradient picker: the type', tab: 'theme', edit: async () => void fireEvent.click((await gradientPicker('Theme')).getByRole('radio', { name: 'Linear', hidden: true })) },
  {
    name: "gradient picker: a linear gradient's second colour typed",
    tab: 'theme',
    given: (s) => s.set(['theme', '_gradients', 'background'], { type: 'linear', colors: ['#000000', '#ffffff'], angle: 90 }),
    edit: async () => typeInto((await gradientPicker('Theme')).getByRole('textbox', { name: 'Colour 2', hidden: true }), '#f', '#f0', '#f00'),
  },
  {
    name: 'gradient picker: Add colour',
    tab: 'theme',
    given: (s) => s.set(['theme', '_gradients', 'background'], { type: 'linear', colors: ['#000000', '#ffffff'], angle: 90 }),
    edit: async () => void fireEvent.click((await gradientPicker('Theme')).getByRole('button', { name: 'Add colour', hidden: true })),
  },
  {
    name: 'gradient picker: a colour removed',
    tab: 'theme',
    given: (s) => s.set(['theme', '_gradients', 'background'], { type: 'linear', colors: ['#000000', '#ffffff', '#ff0000'], angle: 90 }),
    edit: async () => void fireEvent.click((await gradientPicker('Theme')).getByRole('button', { name: 'Remove colour 2', hidden: true })),
  },
  {
    name: 'gradient picker: the second of two solid colours removed (the gradient goes, the colour is set)',
    tab: 'theme',
    given: (s) => s.set(['theme', '_gradients', 'background'], { type: 'solid', colors: ['#123456', '#ffffff'] }),
    edit: async () => void fireEvent.click((await gradientPicker('Theme')).getByRole('button', { name: 'Remove colour 2', hidden: true })),
  },
  {
    name: 'gradient picker: the angle dragged round the dial',
    tab: 'theme',
    given: (s) => s.set(['theme', '_gradients', 'background'], { type: 'linear', colors: ['#000000', '#ffffff'], angle: 90 }),
    edit: async () => drag((await gradientPicker('Theme')).getByRole('slider', { name: 'Angle', hidden: true }), DRAG),
    through: 5,
  },
  {
    name: 'gradient picker: the angle in degrees typed',
    tab: 'theme',
    given: (s) => s.set(['theme', '_gradients', 'background'], { type: 'linear', colors: ['#000000', '#ffffff'], angle: 90 }),
    edit: async () => typeInto((await gradientPicker('Theme')).getByRole('textbox', { name: 'Angle in degrees', hidden: true }), '1', '13', '135'),
    through: 3,
  },
  {
    name: 'gradient picker: the radial position',
    tab: 'theme',
    given: (s) => s.set(['theme', '_gradients', 'background'], { type: 'radial', colors: ['#000000', '#ffffff'] }),
    edit: async () => choose((await gradientPicker('Theme')).getByRole('combobox', { name: 'Position', hidden: true }), 'top left'),
  },
  {
    name: 'number field: a size typed slowly, seconds between the keys',
    tab: 'theme',
    edit: async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const input = section('Typography').getByLabelText('Base size');
      act(() => input.focus());
      await task();
      for (const text of ['2', '22', '2', '24']) {
        vi.setSystemTime(Date.now() + 3000);
        fireEvent.change(input, { target: { value: text } });
      }
      act(() => input.blur());
      vi.useRealTimers();
    },
    through: 2,
  },
  { name: 'number field: a size typed', tab: 'theme', edit: () => typeInto(section('Typography').getByLabelText('Base size'), '1', '18', '2', '20'), through: 2 },
  {
    name: 'number field: the arrow keys, pressed many times',
    tab: 'theme',
    edit: async () => {
      const input = section('Typography').getByLabelText('Base size');
      act(() => input.focus());
      await task();
      for (let i = 0; i < 5; i++) fireEvent.keyDown(input, { key: 'ArrowUp' });
      act(() => input.blur());
    },
    through: 5,
  },
  { name: 'text field: a font typed', tab: 'theme', edit: () => typeInto(section('Typography').getByLabelText('Font family'), 'G', 'Ge', 'Georgia') },
  { name: 'padding field: a shorthand typed', tab: 'theme', edit: () => typeInto(section('Buttons').getAllByLabelText('Padding')[0]!, '8', '8 1', '8 12') },
  { name: 'border: switched off', tab: 'theme', edit: () => void fireEvent.click(section('Buttons').getByRole('switch', { name: 'Border' })) },
  { name: 'border: its width typed', tab: 'theme', given: bordered, edit: () => typeInto(section('Buttons').getByRole('textbox', { name: 'Border width' }), '3', '13'), through: 2 },
  { name: 'border: its style', tab: 'theme', given: bordered, edit: () => choose(section('Buttons').getByRole('combobox', { name: 'Border style' }), 'dotted') },
  { name: 'border: its colour typed', tab: 'theme', given: bordered, edit: () => typeInto(section('Buttons').getByRole('textbox', { name: 'Border colour' }), '#0', '#00', '#000', '#0000', '#00000', '#000000'), through: 2 },
  {
    name: 'border: its colour dragged through its picker',
    tab: 'theme',
    given: bordered,
    edit: async () => {
      const input = section('Buttons').getByRole('textbox', { name: 'Border colour' });
      await drag(await colourArea(input), DRAG);
      act(() => input.blur());
    },
    through: 5,
  },
  {
    name: "a section's Reset, confirmed",
    tab: 'theme',
    given: (s) => s.set(['theme', 'colors', 'button', 'normal', 'text'], '#123456'),
    edit: async () => {
      fireEvent.click(section('Buttons').getByRole('button', { name: 'Reset section' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reset Buttons?' })).getByRole('button', { name: 'Reset' }));
    },
  },
  // Config tab.
  { name: 'select field: the transition', tab: 'config', edit: () => choose(section('General').getByRole('combobox', { name: 'Transition' }), 'Flip') },
  { name: 'switch field: guests', tab: 'config', edit: () => void fireEvent.click(section('Guest Mode').getByRole('switch', { name: 'Guests allowed' })) },
  { name: 'text field: a screen text', tab: 'config', edit: () => typeInto(section('Success Screen').getAllByLabelText('Title')[0]!, 'D', 'Do', 'Done!') },
  { name: 'number field: the fewest nights', tab: 'config', edit: () => typeInto(section('Days').getByLabelText('Min nights'), '2', '21'), through: 2 },
  {
    name: 'date field: a day picked in the calendar',
    tab: 'config',
    edit: async () => {
      fireEvent.click(section('General').getByRole('button', { name: 'Preselected date' }));
      // The month's last day that can be picked (days before today cannot).
      const day = await waitFor(() => {
        const days = document.querySelectorAll('table button:not([disabled])');
        expect(days.length).toBeGreaterThan(0);
        return days[days.length - 1]!;
      });
      fireEvent.click(day);
    },
  },
  {
    name: 'date field: cleared',
    tab: 'config',
    given: (s) => s.set(['preselectedDate'], '2099-01-02'),
    edit: () => void fireEvent.click(section('General').getByRole('button', { name: 'Clear date' })),
  },
  {
    name: 'custom field: added through its dialog',
    tab: 'config',
    edit: async () => {
      fireEvent.click(section('Form').getByRole('button', { name: 'Add form field' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Add Form Field' }));
      await typeInto(dialog.getByLabelText(/Label text/), 'Room');
      fireEvent.click(dialog.getByRole('button', { name: 'Save field' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Form Field' })).toBeNull());
    },
  },
  {
    name: 'custom field: removed',
    tab: 'config',
    given: (s) => s.set(['customFormFields'], [{ type: 'text', labelText: 'Room', required: false, errorText: '', inputWidth: 'auto / span 1' }]),
    edit: () => void fireEvent.click(section('Form').getByRole('button', { name: 'Remove Room' })),
  },
  { name: 'terms: a link added', tab: 'config', edit: () => void fireEvent.click(section('Terms and conditions').getByRole('button', { name: 'Add link' })) },
  {
    name: "terms: a link's address typed",
    tab: 'config',
    given: (s) => s.set(['localization', 'terms', 'urls'], [{ text: 'terms', url: '/terms' }]),
    edit: () => typeInto(section('Terms and conditions').getAllByLabelText('URL', { exact: true })[0]!, 'h', 'https://x.example/terms'),
  },
  {
    name: "override list: an entry's title typed with pauses (each pause applies it)",
    tab: 'config',
    given: (s) => s.set(['servicesConfig'], [{ serviceId: 's1' }]),
    edit: async () => {
      const list = section('Service List');
      // The entry's Title, after the section's own (the entry shows once the account's services are read).
      const title = await waitFor(() => {
        expect(list.getAllByLabelText('Title')).toHaveLength(2);
        return list.getAllByLabelText('Title')[1]!;
      });
      act(() => title.focus());
      for (const text of ['Co', 'Court', 'Court one']) {
        fireEvent.change(title, { target: { value: text } });
        // Longer than the 300 ms the list waits after the last key: the text reaches the configuration.
        await act(() => new Promise((r) => setTimeout(r, 350)));
      }
      act(() => title.blur());
    },
    through: 3,
  },
  {
    name: "override list: a service's resource picker",
    tab: 'config',
    given: (s) => s.set(['servicesConfig'], [{ serviceId: 's1' }]),
    edit: async () => choose(await waitFor(() => section('Service List').getByRole('combobox', { name: 'Resource picker' })), 'Hidden'),
  },
  // Embed tab.
  { name: 'the embed mode', tab: 'embed', edit: () => void fireEvent.click(section('Embed mode').getByRole('radio', { name: 'Floating button' })) },
  { name: "the launcher's text typed", tab: 'embed', given: floatingMode, edit: () => typeInto(section('Launcher button').getByLabelText('Text'), 'R', 'Re', 'Reserve') },
  { name: "the launcher's colour typed", tab: 'embed', given: floatingMode, edit: () => typeInto(section('Launcher button').getByLabelText('Background'), '#0', '#00', '#000', '#0000', '#00000', '#000000'), through: 2 },
  { name: "the launcher's side", tab: 'embed', given: floatingMode, edit: () => void fireEvent.click(section('Launcher button').getByRole('radio', { name: 'Left' })) },
  { name: "the dialog's close button name typed", tab: 'embed', given: floatingMode, edit: () => typeInto(section('Dialog').getByLabelText('Close button'), 'S', 'Sch', 'Schließen') },
  { name: "the launcher's offset typed", tab: 'embed', given: floatingMode, edit: () => typeInto(section('Launcher button').getByLabelText('Bottom offset'), '4px', '48px'), through: 2 },
  // API tab.
  { name: 'a credential typed', tab: 'api', edit: () => typeInto(screen.getByLabelText('API key'), 'k', 'ke', 'key') },
  { name: 'the region', tab: 'api', edit: () => choose(screen.getByRole('combobox', { name: 'Region' }), 'EU') },
];

describe('one edit of any control is one undo step', () => {
  it.each(CASES)('$name', async ({ tab, type, given, edit, through }) => {
    const store = setup(tab, type, given);
    const config = () => store.getSnapshot().configs[store.getSnapshot().type];
    const before = config();
    expect(store.getSnapshot().canUndo).toBe(false);
    const seen = watch(store);
    await edit(store);
    const after = config();
    expect(after).not.toEqual(before);
    if (through) expect(seen.size).toBeGreaterThanOrEqual(through);
    act(() => store.undo());
    expect(config()).toEqual(before);
    expect(store.getSnapshot().canUndo).toBe(false);
    act(() => store.redo());
    expect(config()).toEqual(after);
    expect(store.getSnapshot().canRedo).toBe(false);
  });
});

describe('an edit ends with its control', () => {
  it('a field that goes away while it has the focus ends its edit: the changes after it are steps of their own', async () => {
    const store = setup('theme', 'booking', bordered);
    const colour = section('Buttons').getByRole('textbox', { name: 'Border colour' });
    act(() => colour.focus());
    fireEvent.change(colour, { target: { value: '#ff0000' } });
    // The border switched off elsewhere (another tab's draft, say): the colour field goes, no blur on the way.
    const blurred = vi.fn();
    colour.addEventListener('blur', blurred);
    act(() => store.setMany([[['theme', 'colors', 'button', 'normal', 'border'], 'none']]));
    expect(screen.queryByRole('textbox', { name: 'Border colour' })).toBeNull();
    expect(blurred).not.toHaveBeenCalled();
    act(() => store.set(['theme', 'colors', 'text'], '#111111'));
    act(() => store.set(['theme', 'colors', 'text'], '#222222'));
    act(() => store.undo());
    expect(store.getSnapshot().configs.booking.theme.colors.text).toBe('#111111');
  });
});
