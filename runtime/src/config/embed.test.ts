import { describe, expect, it } from 'vitest';
import { prng } from '@bookla/test-utils/prng';
import { randomConfig } from '@bookla/test-utils/random-config';
import { defaultConfig, WIDGET_DEFAULTS, WIDGET_TYPES } from './defaults';
import { applyColorScheme } from './apply-scheme';
import { CONTRAST_TEXT, contrastRatio, launcherTextPair } from './contrast';
import { EMBED_DEFAULTS, EMBED_MODES, embedMode, LAUNCHER_SIDES, withoutEmbed } from './embed';
import { diffFromDefaults, mergeWithDefaults } from './merge';
import { sanitizeForWidget } from './sanitize';
import { sanitizeConfig } from './sanitize-model';
import { generateSnippet, parseSnippet, snippetConfig } from './snippet';
import type { EmbedSettings } from './types';
import { valueRule, valueRules } from './value-rules';

const OPTIONS = { scriptUrl: 'https://cdn.bookla.com/widgets/1.1.1/widget.js', elementId: 'booking' };
const POPUP: EmbedSettings = {
  mode: 'floating',
  launcher: { text: 'Reserve a table', background: '#0f766e', textColor: '#FFF', side: 'left', sideOffset: 0, bottomOffset: 200 },
  closeText: 'Schließen',
};

describe('embed: how the page shows the widget', () => {
  it('is inline by default, with a launcher whose text says what each widget type opens', () => {
    expect(WIDGET_TYPES.map((type) => defaultConfig(type).embed)).toEqual(WIDGET_TYPES.map((type) => EMBED_DEFAULTS[type]));
    expect(WIDGET_TYPES.map((type) => EMBED_DEFAULTS[type].mode)).toEqual(['inline', 'inline', 'inline']);
    expect(WIDGET_TYPES.map((type) => EMBED_DEFAULTS[type].launcher.text)).toEqual(['Book now', 'Subscribe', 'Buy a gift card']);
    expect(EMBED_DEFAULTS.booking.launcher).toMatchObject({ background: '#1d4ed8', textColor: '#ffffff', side: 'right', sideOffset: 24, bottomOffset: 24 });
    expect(Object.isFrozen(EMBED_DEFAULTS.booking.launcher)).toBe(true);
  });

  it('keeps every valid setting of every type without a warning', () => {
    for (const type of WIDGET_TYPES) {
      const { config, warnings } = sanitizeConfig(type, { embed: POPUP });
      expect(warnings).toEqual([]);
      expect(config.embed).toEqual(POPUP);
    }
    for (const mode of EMBED_MODES) expect(sanitizeConfig('booking', { embed: { mode } }).config.embed!.mode).toBe(mode);
    for (const side of LAUNCHER_SIDES) expect(sanitizeConfig('booking', { embed: { launcher: { side } } }).config.embed!.launcher.side).toBe(side);
  });

  it("draws every type's default launcher text readable on its background (WCAG AA for text)", () => {
    for (const type of WIDGET_TYPES) {
      const pair = launcherTextPair(EMBED_DEFAULTS[type].launcher);
      expect(pair).toEqual({ text: '#ffffff', background: '#1d4ed8', textPath: 'embed.launcher.textColor', backgroundPath: 'embed.launcher.background' });
      expect(contrastRatio(pair.text, pair.background)).toBeGreaterThanOrEqual(CONTRAST_TEXT);
    }
    expect(launcherTextPair(POPUP.launcher)).toMatchObject({ text: '#FFF', background: '#0f766e' });
  });

  it('completes a partial embed from the defaults of its own type', () => {
    const { config, warnings } = sanitizeConfig('giftcard', { embed: { mode: 'popup', launcher: { side: 'left' } } });
    expect(warnings).toEqual([]);
    expect(config.embed).toEqual({ mode: 'popup', launcher: { ...EMBED_DEFAULTS.giftcard.launcher, side: 'left' }, closeText: 'Close' });
    expect(sanitizeConfig('subscription', {}).config.embed).toEqual(EMBED_DEFAULTS.subscription);
    expect(sanitizeConfig('subscription', {}).warnings).toEqual([]);
  });

  it('replaces each refused value by its default and names it in a warning', () => {
    const { config, warnings } = sanitizeConfig('booking', {
      embed: {
        mode: 'modal',
        launcher: { text: '   ', background: 'blue', textColor: '#12345', side: 'top', sideOffset: 12.5, bottomOffset: 201, icon: 'calendar' },
        slider: true,
        closeText: '',
      },
    });
    expect(config.embed).toEqual(EMBED_DEFAULTS.booking);
    expect(warnings).toEqual([
      { path: 'embed.mode', message: `expected one of 'inline', 'popup', 'floating', received "modal"; using the default "inline"` },
      { path: 'embed.launcher.text', message: 'expected a non-empty string of at most 60 characters, received "   "; using the default "Book now"' },
      { path: 'embed.launcher.background', message: 'expected a hex colour (#rgb or #rrggbb), received "blue"; using the default "#1d4ed8"' },
      { path: 'embed.launcher.textColor', message: 'expected a hex colour (#rgb or #rrggbb), received "#12345"; using the default "#ffffff"' },
      { path: 'embed.launcher.side', message: `expected one of 'right', 'left', received "top"; using the default "right"` },
      { path: 'embed.launcher.sideOffset', message: 'expected a whole number from 0 to 200, received 12.5; using the default 24' },
      { path: 'embed.launcher.bottomOffset', message: 'expected a whole number from 0 to 200, received 201; using the default 24' },
      { path: 'embed.launcher.icon', message: 'expected a known setting, received "calendar"; dropped' },
      { path: 'embed.closeText', message: 'expected a non-empty string of at most 60 characters, received ""; using the default "Close"' },
      { path: 'embed.slider', message: 'expected a known setting, received true; dropped' },
    ]);
  });

  it('defaults the whole when it is no settings object, and never throws on a hostile one', () => {
    for (const embed of ['popup', null, [], 3]) {
      const { config, warnings } = sanitizeConfig('booking', { embed });
      expect(config.embed).toEqual(EMBED_DEFAULTS.booking);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ path: 'embed', message: expect.stringMatching(/^expected an object, received .*; using the default$/) });
    }
    const hostile = Object.defineProperty({}, 'embed', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(sanitizeConfig('booking', hostile).config.embed).toEqual(EMBED_DEFAULTS.booking);
    const launcher = Object.defineProperty({}, 'text', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(sanitizeConfig('booking', { embed: { launcher } }).config.embed).toEqual(EMBED_DEFAULTS.booking);
  });

  it("joins the other warnings under the one cap of 100 and a summary that counts embed's too", () => {
    const many = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`unknown${i}`, i]));
    const { warnings } = sanitizeConfig('booking', { ...many, embed: { mode: 'x', launcher: { side: 'y' } } });
    expect(warnings).toHaveLength(101);
    expect(warnings[100]).toEqual({ path: '', message: '22 more warnings omitted' });
    const few = sanitizeConfig('booking', { ...Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`u${i}`, i])), embed: { mode: 'x', launcher: { side: 'y' } } });
    expect(few.warnings.slice(99)).toEqual([few.warnings[99], { path: '', message: '1 more warnings omitted' }]);
    expect(few.warnings[99]!.path).toBe('embed.mode');
  });

  it('is diffed and merged like every setting: only what differs reaches the snippet', () => {
    expect(diffFromDefaults('booking', defaultConfig('booking'))).not.toHaveProperty('embed');
    const popup = mergeWithDefaults('booking', { embed: { mode: 'popup' } });
    expect(popup.embed).toEqual({ ...EMBED_DEFAULTS.booking, mode: 'popup' });
    expect(diffFromDefaults('booking', popup)).toEqual({ embed: { mode: 'popup' } });
    expect(diffFromDefaults('subscription', mergeWithDefaults('subscription', { embed: { launcher: { bottomOffset: 0 } } }))).toEqual({
      embed: { launcher: { bottomOffset: 0 } },
    });
  });

  it('travels in the snippet and reads back from it unchanged, for every type', () => {
    for (const type of WIDGET_TYPES) {
      const config = mergeWithDefaults(type, { embed: POPUP });
      expect(snippetConfig(type, config).embed).toEqual(POPUP);
      const read = parseSnippet(generateSnippet(type, config, OPTIONS));
      expect(read).toMatchObject({ ok: true, type, warnings: [] });
      if (read.ok) expect(read.config.embed).toEqual(POPUP);
    }
    const inline = generateSnippet('booking', defaultConfig('booking'), OPTIONS);
    expect(inline).not.toContain('embed');
  });

  it("a popup or floating snippet preloads the popup chunk instead of the widget's code, and its stub queues open and close", () => {
    for (const mode of ['popup', 'floating'] as const) {
      const code = generateSnippet('booking', { ...defaultConfig('booking'), embed: { ...EMBED_DEFAULTS.booking, mode } }, OPTIONS);
      expect(code).toContain('"https://cdn.bookla.com/widgets/1.1.1/chunks/popup.js"');
      expect(code).not.toContain('chunks/booking.js');
    }
    // A popup's opener pressed before the dialog is there is queued as an opening (the launcher is the dialog's own).
    const popup = generateSnippet('booking', { ...defaultConfig('booking'), embed: { ...EMBED_DEFAULTS.booking, mode: 'popup' } }, OPTIONS);
    expect(popup).toContain(`e.target.closest?.('[data-bookla-open="' + id + '"]')`);
    expect(popup).toContain("window.BooklaWidgets.q.push(['open', id]);");
    expect(generateSnippet('booking', { ...defaultConfig('booking'), embed: { ...EMBED_DEFAULTS.booking, mode: 'floating' } }, OPTIONS)).not.toContain("addEventListener('click'");
    const inline = generateSnippet('giftcard', defaultConfig('giftcard'), OPTIONS);
    expect(inline).toContain('chunks/gift-card.js');
    expect(inline).not.toContain('popup.js');
    for (const name of ['open', 'close']) expect(inline).toContain(`${name}() { this.q.push(['${name}', ...arguments]); },`);
  });

  it('gives its mode, inline when a configuration gives none or none known', () => {
    expect(embedMode(mergeWithDefaults('booking', { embed: { mode: 'floating' } }))).toBe('floating');
    expect(embedMode({ embed: { mode: 'popup' } })).toBe('popup');
    for (const config of [defaultConfig('giftcard'), {}, { embed: {} }, { embed: { mode: 'modal' } }, { embed: 'popup' }, { embed: null }, null, undefined]) {
      expect(embedMode(config as never)).toBe('inline');
    }
  });

  it('stays out of an inline widget\'s snippet, launcher settings and all, and reads back as the defaults', () => {
    const launcher = { text: 'Reserve', side: 'left' } as const;
    for (const type of WIDGET_TYPES) {
      for (const embed of [{ launcher }, { mode: 'inline', launcher }] as const) {
        const config = mergeWithDefaults(type, { apiKey: 'k', embed });
        expect(diffFromDefaults(type, config)).toHaveProperty('embed');
        expect(snippetConfig(type, config)).not.toHaveProperty('embed');
        // The Webflow service publishes snippetConfig of a partial configuration, as stored.
        expect(snippetConfig(type, { apiKey: 'k', embed } as never)).not.toHaveProperty('embed');
        const read = parseSnippet(generateSnippet(type, config, OPTIONS));
        if (!read.ok) expect.fail(read.error);
        expect(read.config.embed).toEqual(EMBED_DEFAULTS[type]);
      }
      // Out of line, the launcher's settings travel with the mode.
      expect(snippetConfig(type, mergeWithDefaults(type, { embed: { mode: 'popup', launcher } })).embed).toEqual({ mode: 'popup', launcher });
    }
  });

  it('has value rules the configurator builds its controls from, with owner-facing messages', () => {
    expect(valueRule('embed.mode')).toMatchObject({ kind: 'choice', values: ['inline', 'popup', 'floating'], message: 'Choose one of inline, popup, floating' });
    expect(valueRule('embed.launcher.side', 'giftcard')).toMatchObject({ kind: 'choice', values: ['right', 'left'] });
    expect(valueRule('embed.launcher.text')).toMatchObject({ kind: 'text', maxLength: 60, required: true, message: 'Enter text of at most 60 characters' });
    for (const key of ['background', 'textColor']) expect(valueRule(['embed', 'launcher', key])).toMatchObject({ kind: 'colour' });
    for (const key of ['sideOffset', 'bottomOffset']) {
      expect(valueRule(['embed', 'launcher', key])).toMatchObject({ kind: 'number', min: 0, max: 200, whole: true, message: 'Use a whole number from 0 to 200' });
    }
    expect(valueRule('embed.closeText')).toMatchObject({ kind: 'text', maxLength: 60, required: true });
    expect(valueRule('embed.launcher.text')!.accepts('x'.repeat(61))).toBe(false);
    expect(valueRule('embed.mode')!.keeps('popup')).toBe('popup');
  });

  it('is set by the shared random generator, and every value it draws is kept', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      for (const type of WIDGET_TYPES) {
        const config = randomConfig<{ embed?: Partial<EmbedSettings> }>(prng(seed), valueRules(type), { fill: 0.7 });
        if (config.embed?.mode) seen.add(config.embed.mode);
        expect(sanitizeConfig(type, config).warnings).toEqual([]);
      }
    }
    expect([...seen].sort()).toEqual(['floating', 'inline', 'popup']);
    const full = randomConfig<{ embed: EmbedSettings }>(prng(3), valueRules('booking'), { fill: 1 });
    expect(Object.keys(full.embed.launcher).sort()).toEqual(['background', 'bottomOffset', 'side', 'sideOffset', 'text', 'textColor']);
    expect(full.embed.closeText).toEqual(expect.any(String));
  });

  it('is no setting of a widget: it is handed the configuration without it', () => {
    const config = mergeWithDefaults('booking', { embed: POPUP });
    expect(withoutEmbed(config)).not.toHaveProperty('embed');
    expect(config.embed).toEqual(POPUP);
    expect(sanitizeForWidget(WIDGET_DEFAULTS.booking, withoutEmbed(applyColorScheme(config, false))).warnings).toEqual([]);
  });
});
