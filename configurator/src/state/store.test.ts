import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_THEME_COLORS, DEFAULT_THEME, type WidgetType } from '@bookla/runtime/config';
import { publishedConfig } from '../published-config';
import { previewState } from '../Preview/preview-state';
import { CREDENTIAL_CASES } from '../test-support/credential-cases';
import { createConfiguratorStore, DRAFT_DELAY_MS, getIn } from './store';

const demo = { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' };
const host = (drafts?: Map<WidgetType, unknown>) => ({
  api: { demo, demoApiUrl: 'http://sandbox/api' },
  drafts: drafts && {
    load: (t: WidgetType) => drafts.get(t),
    save: (t: WidgetType, c: unknown) => void drafts.set(t, c),
    clear: () => drafts.clear(),
  },
});
const BTN = ['theme', 'colors', 'button', 'normal', 'background'];

afterEach(() => vi.useRealTimers());

describe('getIn', () => {
  it('reads a path, and undefined past a missing or null step instead of throwing', () => {
    expect(getIn({ a: { b: [1, 2] } }, ['a', 'b', 1])).toBe(2);
    expect(getIn({ a: null }, ['a', 'b'])).toBeUndefined();
    expect(getIn({}, ['a', 'b', 'c'])).toBeUndefined();
  });
});

describe('configurator store', () => {
  it('starts from the runtime defaults with the demo credentials', () => {
    const s = createConfiguratorStore(host()).getSnapshot();
    expect(s.type).toBe('booking');
    expect(s.configs.booking.theme).toEqual({ ...DEFAULT_THEME, colorScheme: 'light', darkColors: DARK_THEME_COLORS });
    expect(s.darkShown).toBe(false);
    expect(s.configs.booking).toMatchObject(demo);
    expect(s.configs.subscription).toMatchObject({ apiKey: 'demo-key', companyId: 'demo-co' });
    expect('serviceId' in s.configs.subscription).toBe(false);
  });

  it('shows the dark colours or the light ones as a view: no undo step, no draft, the listeners told once', () => {
    vi.useFakeTimers();
    const drafts = new Map<WidgetType, unknown>();
    const store = createConfiguratorStore(host(drafts));
    const told = vi.fn();
    store.subscribe(told);
    const configs = store.getSnapshot().configs;
    store.showDark(true);
    store.showDark(true);
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ darkShown: true, canUndo: false });
    expect(store.getSnapshot().configs).toBe(configs);
    vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
    expect(drafts.size).toBe(0);
    // Undo and redo leave it as it is: it is no setting.
    store.set(BTN, '#000000');
    store.undo();
    expect(store.getSnapshot().darkShown).toBe(true);
    store.showDark(false);
    expect(store.getSnapshot().darkShown).toBe(false);
  });

  it('sanitizes drafts: bad values fall back to defaults', () => {
    const drafts = new Map<WidgetType, unknown>([['booking', { theme: { colors: { text: 'red', background: '#000' } } }]]);
    const s = createConfiguratorStore(host(drafts)).getSnapshot();
    expect(s.configs.booking.theme.colors.background).toBe('#000');
    expect(s.configs.booking.theme.colors.text).toBe(DEFAULT_THEME.colors.text);
  });

  it('sets a value immutably, saves the draft and notifies', () => {
    const drafts = new Map<WidgetType, unknown>();
    const store = createConfiguratorStore(host(drafts));
    const before = store.getSnapshot();
    const seen = vi.fn();
    store.subscribe(seen);
    store.set(BTN, '#ff0000');
    const after = store.getSnapshot();
    expect(after.configs.booking.theme.colors.button.normal.background).toBe('#ff0000');
    expect(before.configs.booking.theme.colors.button.normal.background).toBe(DEFAULT_THEME.colors.button.normal.background);
    expect(after.configs.subscription).toBe(before.configs.subscription);
    expect(seen).toHaveBeenCalledTimes(1);
    store.flush();
    expect((drafts.get('booking') as typeof after.configs.booking).theme.colors.button.normal.background).toBe('#ff0000');
    store.set(BTN, '#ff0000');
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('saves a draft once, a moment after the last of many changes (a dragged colour), or at once on flush', () => {
    vi.useFakeTimers();
    const drafts = new Map<WidgetType, unknown>();
    const saves = vi.fn();
    const store = createConfiguratorStore({ ...host(drafts), drafts: { ...host(drafts).drafts!, save: (t: WidgetType, c: unknown) => (saves(t), drafts.set(t, c)) } });
    for (let i = 0; i < 30; i++) {
      store.set(BTN, `#0000${(i + 16).toString(16)}`);
      vi.advanceTimersByTime(16);
    }
    expect(saves).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(saves.mock.calls).toEqual([['booking']]);
    expect((drafts.get('booking') as { theme: typeof DEFAULT_THEME }).theme.colors.button.normal.background).toBe('#00002d');
    store.set(BTN, '#123456');
    store.flush();
    expect(saves).toHaveBeenCalledTimes(2);
    expect((drafts.get('booking') as { theme: typeof DEFAULT_THEME }).theme.colors.button.normal.background).toBe('#123456');
    vi.advanceTimersByTime(DRAFT_DELAY_MS);
    expect(saves).toHaveBeenCalledTimes(2);
  });

  it('an emptied credential goes back to the demo value', () => {
    const store = createConfiguratorStore(host());
    store.set(['apiKey'], 'mine');
    expect(store.getSnapshot().configs.booking.apiKey).toBe('mine');
    store.set(['apiKey'], '');
    expect(store.getSnapshot().configs.booking.apiKey).toBe('demo-key');
    store.set(['companyId'], 'co');
    store.set(['companyId'], null);
    store.set(['serviceId'], undefined);
    expect(store.getSnapshot().configs.booking).toMatchObject({ companyId: 'demo-co', serviceId: 'demo-svc' });
    // Only the credentials: an emptied text is empty, whatever its name.
    store.set(['preselectedDate'], '');
    expect(store.getSnapshot().configs.booking.preselectedDate).toBe('');
    store.set(['localization', 'bookButton'], '');
    store.set(['localization', 'apiKey'], '');
    expect(store.getSnapshot().configs.booking.localization).toMatchObject({ bookButton: '', apiKey: '' });
  });

  it('a value set to undefined is taken out (a cleared date, a reset gradient): no key is left holding undefined', () => {
    const store = createConfiguratorStore(host());
    store.set(['preselectedDate'], '2031-02-03');
    store.set(['theme', '_gradients', 'summary'], { type: 'solid', colors: ['#000000'] });
    store.set(['preselectedDate'], undefined);
    store.reset([['theme', '_gradients', 'summary']]);
    const c = store.getSnapshot().configs.booking;
    expect('preselectedDate' in c).toBe(false);
    expect(c.theme._gradients).toEqual({});
    store.undo();
    expect(store.getSnapshot().configs.booking.theme._gradients).toEqual({ summary: { type: 'solid', colors: ['#000000'] } });
  });

  it('a change that changes nothing (the same type, undo or redo with nothing to step to) tells nobody', () => {
    const store = createConfiguratorStore(host());
    const heard = vi.fn();
    store.subscribe(heard);
    store.setType('booking');
    store.undo();
    store.redo();
    store.set(['apiKey'], '');
    expect(heard).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ canUndo: false, canRedo: false });
  });

  it('undo and redo step through edits; a new edit clears redo', () => {
    vi.useFakeTimers();
    const store = createConfiguratorStore(host());
    store.set(BTN, '#111111');
    vi.advanceTimersByTime(1000);
    store.set(BTN, '#222222');
    expect(store.getSnapshot().canUndo).toBe(true);
    store.undo();
    expect(store.getSnapshot().configs.booking.theme.colors.button.normal.background).toBe('#111111');
    store.undo();
    expect(store.getSnapshot().configs.booking.theme.colors.button.normal.background).toBe(DEFAULT_THEME.colors.button.normal.background);
    expect(store.getSnapshot().canUndo).toBe(false);
    store.redo();
    expect(store.getSnapshot().configs.booking.theme.colors.button.normal.background).toBe('#111111');
    store.set(['guestEnabled'], false);
    expect(store.getSnapshot().canRedo).toBe(false);
  });

  it('an edit under way is one undo step, however long it takes and whatever it sets; the next edit is another', () => {
    vi.useFakeTimers();
    const store = createConfiguratorStore(host());
    const shown = () => store.getSnapshot().configs.booking.theme.colors.button.normal.background;
    const DEFAULT_BG = DEFAULT_THEME.colors.button.normal.background;
    // A drag through a picker with pauses of seconds, then the colour typed: one edit until it ends.
    const end = store.beginEdit();
    for (const c of ['#010101', '#020202', '#030303']) {
      store.set(BTN, c);
      vi.advanceTimersByTime(5000);
    }
    store.setMany([[BTN, '#040404'], [['theme', '_gradients', 'button.normal'], undefined]]);
    end();
    store.set(['guestEnabled'], false);
    store.beginEdit()();
    const second = store.beginEdit();
    store.set(BTN, '#050505');
    store.set(BTN, '#060606');
    second();
    store.undo();
    expect(shown()).toBe('#040404');
    store.undo();
    expect(store.getSnapshot().configs.booking.guestEnabled).toBe(true);
    expect(shown()).toBe('#040404');
    store.undo();
    expect(shown()).toBe(DEFAULT_BG);
    expect(store.getSnapshot().canUndo).toBe(false);
    store.redo();
    expect(shown()).toBe('#040404');
  });

  it('without an edit under way every change is a step of its own: a switch clicked twice is two steps', () => {
    const store = createConfiguratorStore(host());
    store.set(['guestEnabled'], false);
    store.set(['guestEnabled'], true);
    store.undo();
    expect(store.getSnapshot().configs.booking.guestEnabled).toBe(false);
    store.undo();
    expect(store.getSnapshot()).toMatchObject({ canUndo: false, canRedo: true });
    expect(store.getSnapshot().configs.booking.guestEnabled).toBe(true);
  });

  it('a change equal by value to what is there is no step and tells nobody', () => {
    const drafts = new Map<WidgetType, unknown>();
    const store = createConfiguratorStore(host(drafts));
    const heard = vi.fn();
    store.subscribe(heard);
    const defaults = store.getSnapshot().configs.booking;
    // A new object with the same content (the gradient map a picker rebuilt), a key taken away that is not
    // there, an emptied credential that is the demo's already, several at once.
    store.set(['theme', '_gradients'], {});
    store.set(['theme', '_gradients', 'background'], undefined);
    store.set(['apiKey'], '');
    store.setMany([[['theme', '_gradients'], {}], [BTN, defaults.theme.colors.button.normal.background]]);
    store.set(['customFormFields'], []);
    // A section reset, an import or Start over that changes nothing.
    store.reset([['theme', 'colors', 'button'], ['guestEnabled']]);
    store.api().applyImported('booking', structuredClone(defaults));
    store.api().resetAll();
    expect(heard).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ canUndo: false, canRedo: false });
    expect(store.getSnapshot().configs.booking).toBe(defaults);
    // Within an edit too.
    const end = store.beginEdit();
    store.set(['theme', '_gradients'], {});
    end();
    expect(store.getSnapshot().canUndo).toBe(false);
    // An import of another type equal to what that type has shows that type, with no step to undo.
    store.api().applyImported('giftcard', {});
    expect(store.getSnapshot()).toMatchObject({ type: 'giftcard', canUndo: false });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('an edit that comes back to where it started leaves no step; going on from there is a step again', () => {
    const store = createConfiguratorStore(host());
    const start = store.getSnapshot().configs.booking.theme.colors.button.normal.background;
    const end = store.beginEdit();
    store.set(BTN, '#123456');
    expect(store.getSnapshot().canUndo).toBe(true);
    store.set(BTN, start);
    expect(store.getSnapshot().canUndo).toBe(false);
    store.set(BTN, '#654321');
    store.set(BTN, '#111111');
    end();
    store.undo();
    expect(store.getSnapshot().configs.booking.theme.colors.button.normal.background).toBe(start);
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it("after a step in between (a reset, another tab's draft, Undo) the edit's next change is a step of its own", () => {
    const drafts = new Map<WidgetType, unknown>();
    const store = createConfiguratorStore(host(drafts));
    const text = () => store.getSnapshot().configs.booking.localization.bookButton;
    const terms = () => store.getSnapshot().configs.booking.termsEnabled;
    const start = text();
    store.set(['termsEnabled'], true);
    // Typing in a field (one edit) while other steps come between its changes.
    const end = store.beginEdit();
    store.set(['localization', 'bookButton'], 'A');
    store.reset([['termsEnabled']]);
    store.set(['localization', 'bookButton'], 'AB');
    store.flush();
    drafts.set('booking', { termsEnabled: true, localization: { bookButton: 'other tab' } });
    expect(store.reloadDraft('booking')).toBe(true);
    store.set(['localization', 'bookButton'], 'ABC');
    store.undo();
    store.set(['localization', 'bookButton'], 'ABCD');
    end();
    const undone: [string, boolean][] = [];
    while (store.getSnapshot().canUndo) store.undo(), undone.push([text(), terms()]);
    expect(undone).toEqual([
      ['other tab', true],
      ['AB', false],
      ['A', false],
      ['A', true],
      [start, true],
      [start, false],
    ]);
  });

  it("ending an edit that a newer one replaced leaves the newer one open", () => {
    const store = createConfiguratorStore(host());
    const first = store.beginEdit();
    const second = store.beginEdit();
    first();
    store.set(BTN, '#010101');
    store.set(BTN, '#020202');
    second();
    store.set(BTN, '#030303');
    store.undo();
    store.undo();
    expect(store.getSnapshot().canUndo).toBe(false);
  });

  it('resets a section to its defaults as one undoable step, other settings kept', () => {
    const store = createConfiguratorStore(host());
    store.set(BTN, '#111111');
    store.set(['theme', 'colors', 'button', 'hover', 'text'], '#222222');
    store.set(['guestEnabled'], false);
    store.reset([['theme', 'colors', 'button'], ['theme', 'spacing', 'button']]);
    const c = store.getSnapshot().configs.booking;
    expect(c.theme.colors.button).toEqual(DEFAULT_THEME.colors.button);
    expect(c.guestEnabled).toBe(false);
    store.undo();
    expect(store.getSnapshot().configs.booking.theme.colors.button.hover.text).toBe('#222222');
  });

  it('edits apply to the type being edited only', () => {
    const store = createConfiguratorStore(host());
    store.setType('giftcard');
    store.set(['termsEnabled'], true);
    expect(store.getSnapshot().configs.giftcard.termsEnabled).toBe(true);
    expect(store.getSnapshot().configs.booking.termsEnabled).toBe(false);
  });

  it('applies an untrusted import: type switched, bad values dropped and reported, invalid date ignored', () => {
    const store = createConfiguratorStore(host());
    const { warnings } = store.api().applyImported('subscription', { apiKey: 'k', theme: { colors: { text: 42 } } });
    const s = store.getSnapshot();
    expect(s.type).toBe('subscription');
    expect(s.configs.subscription.apiKey).toBe('k');
    expect(s.configs.subscription.companyId).toBe('demo-co');
    expect(warnings.length).toBeGreaterThan(0);
    // Not a real date: ignored, and the owner is told.
    const { warnings: dateWarnings } = store.api().applyImported('booking', { preselectedDate: '2026-02-31' });
    expect(store.getSnapshot().configs.booking.preselectedDate).toBeUndefined();
    expect(dateWarnings.map((w) => w.path)).toEqual(['preselectedDate']);
    store.api().applyImported('booking', { preselectedDate: '2028-02-29' });
    expect(store.getSnapshot().configs.booking.preselectedDate).toBe('2028-02-29');
  });

  it("a draft's own credentials are kept; only missing ones take the demo's", () => {
    const drafts = new Map<WidgetType, unknown>([
      ['booking', { apiKey: 'own-key', companyId: 'own-co', serviceId: 'own-svc' }],
      ['subscription', { apiKey: 'own-key' }],
    ]);
    const s = createConfiguratorStore(host(drafts)).getSnapshot();
    expect(s.configs.booking).toMatchObject({ apiKey: 'own-key', companyId: 'own-co', serviceId: 'own-svc' });
    expect(s.configs.subscription).toMatchObject({ apiKey: 'own-key', companyId: 'demo-co' });
  });

  it('keeps the last 100 steps: older ones are let go', () => {
    const store = createConfiguratorStore(host());
    for (let i = 0; i < 101; i++) store.set(['localization', 'bookButton'], `Book ${i}`), store.set(['guestEnabled'], i % 2 === 0);
    let undone = 0;
    while (store.getSnapshot().canUndo) store.undo(), undone++;
    expect(undone).toBe(100);
    expect(store.getSnapshot().configs.booking.localization.bookButton).not.toBe(createConfiguratorStore(host()).getSnapshot().configs.booking.localization.bookButton);
  });

  it('a listener that unsubscribed hears nothing more; the others still do', () => {
    const store = createConfiguratorStore(host());
    const [gone, stays] = [vi.fn(), vi.fn()];
    const unsubscribe = store.subscribe(gone);
    store.subscribe(stays);
    unsubscribe();
    store.set(['guestEnabled'], false);
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });

  it('an entry of a list is edited in place: the list stays a list', () => {
    const drafts = new Map<WidgetType, unknown>([['booking', { customFormFields: [{ type: 'text', labelText: 'Room', required: false }, { type: 'text', labelText: 'Notes', required: false }] }]]);
    const store = createConfiguratorStore(host(drafts));
    store.set(['customFormFields', 1, 'labelText'], 'Comments');
    const fields = store.getSnapshot().configs.booking.customFormFields;
    expect(Array.isArray(fields)).toBe(true);
    expect(fields.map((f) => f.labelText)).toEqual(['Room', 'Comments']);
  });

  it('resetAll clears every type and the drafts', () => {
    const drafts = new Map<WidgetType, unknown>();
    const store = createConfiguratorStore(host(drafts));
    store.set(['guestEnabled'], false);
    store.api().resetAll();
    expect(store.getSnapshot().configs.booking.guestEnabled).toBe(true);
    // The change made before the reset is never written after it.
    store.flush();
    expect((drafts.get('booking') as { guestEnabled: boolean } | undefined)?.guestEnabled ?? true).toBe(true);
    // A host that keeps no drafts resets all the same.
    const bare = createConfiguratorStore(host());
    bare.set(['guestEnabled'], false);
    expect(() => bare.api().resetAll()).not.toThrow();
    expect(bare.getSnapshot().configs.booking.guestEnabled).toBe(true);
  });

  describe('another tab changed a draft (reloadDraft)', () => {
    it('takes the stored draft, sanitized, as one undo step, and does not save it back', () => {
      vi.useFakeTimers();
      const drafts = new Map<WidgetType, unknown>();
      const saves = vi.fn();
      const store = createConfiguratorStore({ ...host(drafts), drafts: { ...host(drafts).drafts!, save: (t: WidgetType, c: unknown) => (saves(t), drafts.set(t, c)) } });
      store.set(BTN, '#111111');
      vi.advanceTimersByTime(DRAFT_DELAY_MS);
      expect(saves).toHaveBeenCalledTimes(1);
      const seen = vi.fn();
      store.subscribe(seen);
      // The other tab's save: its own colour, and a value this version's sanitizer refuses.
      drafts.set('booking', { ...(drafts.get('booking') as object), guestEnabled: false, theme: { colors: { button: { normal: { background: '#222222' } }, text: 'red' } } });
      expect(store.reloadDraft('booking')).toBe(true);
      const c = store.getSnapshot().configs.booking;
      expect(c.theme.colors.button.normal.background).toBe('#222222');
      expect(c.theme.colors.text).toBe(DEFAULT_THEME.colors.text);
      expect(c.guestEnabled).toBe(false);
      expect(c.apiKey).toBe('demo-key');
      expect(seen).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(DRAFT_DELAY_MS * 2);
      store.flush();
      expect(saves).toHaveBeenCalledTimes(1);
      // Undo brings back what this tab had, and that is saved (the other tab then takes it in turn).
      store.undo();
      expect(store.getSnapshot().configs.booking.theme.colors.button.normal.background).toBe('#111111');
      expect(store.getSnapshot().configs.booking.guestEnabled).toBe(true);
      store.flush();
      expect(saves).toHaveBeenCalledTimes(2);
      expect((drafts.get('booking') as { guestEnabled: boolean }).guestEnabled).toBe(true);
    });

    it('changes nothing when the stored draft is what this tab shows (key order aside)', () => {
      const drafts = new Map<WidgetType, unknown>();
      const store = createConfiguratorStore(host(drafts));
      store.set(['guestEnabled'], false);
      store.flush();
      const before = store.getSnapshot();
      const stored = drafts.get('booking') as Record<string, unknown>;
      drafts.set('booking', Object.fromEntries(Object.entries(stored).reverse()));
      expect(store.reloadDraft('booking')).toBe(false);
      expect(store.getSnapshot()).toBe(before);
    });

    it('a removed draft (Start over in the other tab) brings this tab to the defaults too', () => {
      const drafts = new Map<WidgetType, unknown>();
      const store = createConfiguratorStore(host(drafts));
      store.setType('giftcard');
      store.set(['termsEnabled'], true);
      store.flush();
      drafts.clear();
      expect(store.reloadDraft('giftcard')).toBe(true);
      expect(store.getSnapshot().configs.giftcard.termsEnabled).toBe(false);
      expect(store.getSnapshot().configs.giftcard.apiKey).toBe('demo-key');
      expect(store.getSnapshot().type).toBe('giftcard');
    });

    it("keeps this tab's change still waiting to be saved: it is the newer one, and its save follows", () => {
      vi.useFakeTimers();
      const drafts = new Map<WidgetType, unknown>();
      const store = createConfiguratorStore(host(drafts));
      store.set(['guestEnabled'], false);
      drafts.set('booking', { guestEnabled: true, termsEnabled: true });
      expect(store.reloadDraft('booking')).toBe(false);
      expect(store.getSnapshot().configs.booking.guestEnabled).toBe(false);
      vi.advanceTimersByTime(DRAFT_DELAY_MS);
      expect((drafts.get('booking') as { guestEnabled: boolean }).guestEnabled).toBe(false);
      // The other type had nothing waiting: it is taken.
      drafts.set('subscription', { termsEnabled: true });
      expect(store.reloadDraft('subscription')).toBe(true);
    });
  });
});

describe('the export warning follows the credentials’ state: every state but own warns', () => {
  const cases = CREDENTIAL_CASES.map((c) => [c.name, c] as const);

  it.each(cases)('%s, imported', (_, c) => {
    const store = createConfiguratorStore(host());
    store.api().applyImported(c.type, c.config);
    expect(store.api().usesDemoData).toBe(c.state !== 'own');
  });

  it.each(cases)('%s, from a draft', (_, c) => {
    const store = createConfiguratorStore(host(new Map([[c.type, c.config]])), c.type);
    expect(store.api().usesDemoData).toBe(c.state !== 'own');
  });

  it.each(cases)('%s, typed into the API tab', (_, c) => {
    const store = createConfiguratorStore(host(), c.type);
    // The API tab trims what it applies; an emptied field takes the demo value.
    store.setMany(Object.entries(c.config).map(([k, v]) => [[k], typeof v === 'string' ? v.trim() : v] as const));
    expect(store.api().usesDemoData).toBe(c.state !== 'own');
  });

  // What the owner reads is one answer: the preview says 'Demo Mode' or 'Almost there' exactly when the export
  // warns, and the exported code asks the API the preview's widget asks.
  it.each(cases)('%s: the preview, the export warning and the published code agree', (_, c) => {
    const api = { demo, demoApiUrl: 'http://sandbox/api', liveApiUrl: 'https://live.test/api' };
    const store = createConfiguratorStore({ api });
    store.api().applyImported(c.type, c.config);
    const { config, usesDemoData } = store.api();
    const preview = previewState(c.type, config, api);
    expect(usesDemoData).toBe(preview.mode !== 'live');
    expect(publishedConfig(c.type, config as never, api).apiUrl).toBe(preview.apiUrl);
  });
});
