import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { prng } from '@bookla/test-utils/prng';
import { randomConfig } from '@bookla/test-utils/random-config';
import { WIDGET_TYPES } from './defaults';
import { sanitizeConfig } from './sanitize-model';
import { everyValueRule, VALUE_MESSAGES, valueRule, valueRules } from './value-rules';

describe('value rules: the sanitizer’s rules as data', () => {
  it.each(WIDGET_TYPES)('%s: every setting has a rule of a known kind, with its limits and message', (type) => {
    const rules = everyValueRule(type);
    expect(rules.length).toBeGreaterThan(250);
    for (const rule of rules) {
      expect(rule.message, rule.path).toBeTypeOf('string');
      if (rule.kind === 'number') expect(rule.min, rule.path).toBeLessThan(rule.max);
      if (rule.kind === 'text') expect(rule.maxLength, rule.path).toBeGreaterThan(0);
    }
    // Each type's own settings, and none of another type's.
    const paths = rules.map((r) => r.path);
    expect(paths.includes('serviceId')).toBe(type === 'booking');
    expect(paths.includes('subscriptionId')).toBe(type === 'subscription');
    expect(paths.includes('giftCardId')).toBe(type === 'giftcard');
  });

  it('read the limits the sanitizer checks with', () => {
    expect(valueRule('theme.spacing.padding')).toMatchObject({ kind: 'padding', max: 200, parts: 4 });
    expect(valueRule('theme.spacing.borderRadius')).toMatchObject({ kind: 'number', min: 0, max: 1000, whole: false });
    expect(valueRule('theme.spacing.gridGap')).toMatchObject({ kind: 'number', min: 0, max: 200 });
    expect(valueRule('daysConfig.maxNights')).toMatchObject({ kind: 'number', min: 0, max: 3650, whole: true });
    expect(valueRule('theme.colors.item.hover.border')).toMatchObject({ kind: 'border', maxWidth: 20, styles: ['solid', 'dashed', 'dotted'] });
    expect(valueRule('localization.locale')).toMatchObject({ kind: 'text', maxLength: 35, required: true });
    expect(valueRule('customFormFields.*.labelText')).toMatchObject({ kind: 'text', maxLength: 200, required: true });
    expect(valueRule('region')).toMatchObject({ kind: 'choice', values: ['us', 'eu'] });
    expect([valueRule('customFormFields'), valueRule('servicesConfig'), valueRule('localization.terms.urls'), valueRule('theme._gradients.summary.colors')]).toMatchObject([
      { kind: 'list', max: 50 },
      { kind: 'list', max: 100 },
      { kind: 'list', max: 10 },
      { kind: 'list', max: 10, item: { kind: 'colour' } },
    ]);
    expect(valueRule('localization.times.loginUrl')).toMatchObject({ kind: 'url', maxLength: 2048 });
    expect(valueRule('localization.form.submitButton')).toMatchObject({ deprecated: true });
    expect(valueRule('theme.nothing')).toBeUndefined();
  });

  it('keep what the widgets keep, as they hold it', () => {
    const border = valueRule('theme.colors.button.normal.border')!;
    expect(border.keeps(' 2px solid #ABC ')).toBe('2px solid #ABC');
    expect(border.keeps('21px solid #abc')).toBeUndefined();
    expect(valueRule('theme.spacing.padding')!.accepts(300)).toBe(false);
    expect(valueRule('region')!.keeps('EU')).toBe('eu');
    // None for a cleared login URL; a plain text is never none.
    expect(valueRule('localization.times.loginUrl')!.keeps('')).toBeNull();
    expect(valueRule('localization.bookButton')!.keeps(null)).toBeUndefined();
    // The whole configuration's rule also checks settings against each other.
    expect(valueRules('booking').accepts({ daysConfig: { minNights: 5, maxNights: 3 } })).toBe(false);
  });

  it('word their messages for owners', () => {
    expect(valueRule('theme.typography.fontSize.base')!.message).toBe('Use a number from 8 to 72');
    expect(valueRule('daysConfig.minNights')!.message).toBe('Use a whole number from 1 to 365');
    expect(valueRule('theme.colors.text')!.message).toBe(VALUE_MESSAGES.colour);
    expect(valueRule('theme.typography.fontFamily')!.message).toBe('Use a value such as Inter, sans-serif');
    expect(valueRule('calendarEnabled')).toMatchObject({ kind: 'boolean', message: 'Use on or off' });
    expect(valueRule('calendarEnabled', 'giftcard')).toBeUndefined();
  });

  it('never reach a widget’s bundle: the widget entry and its defaults hold none of the messages', async () => {
    const result = await build({
      stdin: {
        contents: "export { sanitizeForWidget } from './config/widget'; export { BOOKING_DEFAULTS } from './config/widget-defaults/booking';",
        resolveDir: new URL('..', import.meta.url).pathname,
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      conditions: ['@bookla/source'],
    });
    const text = result.outputFiles[0]!.text;
    expect(text).toContain('a hex colour');
    for (const message of [VALUE_MESSAGES.colour, VALUE_MESSAGES.padding, 'Use a value such as', 'Choose one of']) expect(text).not.toContain(message);
  });
});

describe('the random configurations built from them (@bookla/test-utils/random-config)', () => {
  it.each(WIDGET_TYPES)('%s: the same seed gives the same configuration, every value kept', (type) => {
    for (let seed = 1; seed <= 50; seed++) {
      const config = randomConfig(prng(seed), valueRules(type));
      expect(randomConfig(prng(seed), valueRules(type))).toEqual(config);
      expect(sanitizeConfig(type, config).warnings).toEqual([]);
    }
    expect(randomConfig(prng(1), valueRules(type))).not.toEqual(randomConfig(prng(2), valueRules(type)));
  });

  it('sets every setting with fill 1', () => {
    const config = randomConfig(prng(7), valueRules('booking'), { fill: 1 }) as { theme: { colors: object; spacing: object }; localization: object };
    expect(Object.keys(config)).toEqual(expect.arrayContaining(['apiKey', 'theme', 'localization', 'customFormFields', 'preselectedDate', 'daysConfig']));
    expect(JSON.stringify(config).length).toBeGreaterThan(4000);
  });
});
