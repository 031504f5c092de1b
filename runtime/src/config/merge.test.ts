import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, defaultConfig } from './defaults';
import { deepEqual, diffFromDefaults, isPlainObject, mergeConfig, mergeWithDefaults } from './merge';
import type { DeepPartial, WidgetConfigByType, WidgetType } from './types';
import { prng, type Rng } from '@bookla/test-utils/prng';

const TYPES = ['booking', 'subscription', 'giftcard'] as const;


function randomLeaf(rng: Rng, depth = 0): unknown {
  switch (Math.floor(rng.next() * 8)) {
    case 0:
      return rng.pick(['', 'x', '#000', '1px solid #fff', 'é<ü>']);
    case 1:
      return rng.pick([0, 1, -1, 16, 1.5]);
    case 2:
      return rng.chance(0.5);
    case 3:
      return null;
    case 4:
      return undefined;
    case 5:
      return depth > 2 ? [] : [randomLeaf(rng, depth + 1), randomLeaf(rng, depth + 1)];
    case 6:
      return depth > 2 ? {} : { a: randomLeaf(rng, depth + 1), b: undefined };
    default:
      return 'changed';
  }
}

/**
 * A random partial shaped like the defaults: each key kept, changed, set to its default, set to undefined, or
 * replaced by a random value of any kind; plus keys that are not part of the type. Values need not be valid:
 * merge and diff do not validate.
 */
function randomPartial(rng: Rng, base: unknown, depth = 0): unknown {
  if (isPlainObject(base)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) {
      if (rng.chance(0.5)) continue;
      out[key] = rng.chance(0.85) ? randomPartial(rng, base[key], depth + 1) : randomLeaf(rng);
    }
    if (Object.keys(base).length === 0 && rng.chance(0.5)) {
      out['button.normal'] = { type: 'linear', colors: ['#fff', '#000'], angle: rng.chance(0.5) ? undefined : 45 };
    }
    if (depth === 0) {
      for (const extra of ['serviceId', 'preselectedDate', 'subscriptionId', 'giftCardId', 'apiUrl', 'tokens', 'bogus']) {
        if (rng.chance(0.3)) out[extra] = rng.pick(['', null, undefined, 'x', { accessToken: 'a' }]);
      }
      if (rng.chance(0.3)) out.showServiceSelector = rng.chance(0.5);
    }
    return out;
  }
  if (rng.chance(0.3)) return Array.isArray(base) ? [...base] : base; // same as default
  if (Array.isArray(base)) return rng.chance(0.5) ? [] : [randomLeaf(rng), { labelText: 'x', type: 'text' }];
  return randomLeaf(rng);
}

const snapshot = (v: unknown) => JSON.stringify(v);

describe('mergeWithDefaults', () => {
  it.each(TYPES)('%s: no partial gives the defaults', (type) => {
    expect(mergeWithDefaults(type, {})).toEqual(defaultConfig(type));
    expect(mergeWithDefaults(type, undefined)).toEqual(defaultConfig(type));
  });

  it.each([
    [
      'merges nested objects key by key',
      { theme: { colors: { button: { hover: { background: '#000000' } } } } },
      (c: WidgetConfigByType['booking']) => {
        expect(c.theme.colors.button.hover).toEqual({ ...DEFAULT_THEME.colors.button.hover, background: '#000000' });
        expect(c.theme.colors.button.normal).toEqual(DEFAULT_THEME.colors.button.normal);
      },
    ],
    [
      'replaces arrays whole',
      { localization: { terms: { urls: [{ text: 'Rules', url: '/rules' }] } } },
      (c: WidgetConfigByType['booking']) => expect(c.localization.terms.urls).toEqual([{ text: 'Rules', url: '/rules' }]),
    ],
    [
      'replaces with an empty array',
      { localization: { terms: { urls: [] } } },
      (c: WidgetConfigByType['booking']) => expect(c.localization.terms.urls).toEqual([]),
    ],
    [
      'ignores undefined',
      { apiKey: undefined, theme: { colors: { text: undefined } }, daysConfig: undefined },
      (c: WidgetConfigByType['booking']) => expect(c).toEqual(defaultConfig('booking')),
    ],
    [
      'keeps null as a value (no login URL)',
      { localization: { times: { loginUrl: null } } },
      (c: WidgetConfigByType['booking']) => expect(c.localization.times.loginUrl).toBeNull(),
    ],
    [
      'adds open record entries (gradients)',
      { theme: { _gradients: { background: { type: 'radial', colors: ['#fff', '#000'] } } } },
      (c: WidgetConfigByType['booking']) =>
        expect(c.theme._gradients).toEqual({ background: { type: 'radial', colors: ['#fff', '#000'] } }),
    ],
    [
      'sets optional keys',
      { preselectedDate: '2030-01-02', apiUrl: 'http://127.0.0.1:4010/api' },
      (c: WidgetConfigByType['booking']) => expect(c).toMatchObject({ preselectedDate: '2030-01-02', apiUrl: 'http://127.0.0.1:4010/api' }),
    ],
  ] as const)('%s', (_, partial, check) => {
    check(mergeWithDefaults('booking', partial as DeepPartial<WidgetConfigByType['booking']>));
  });

  it('never mutates its input and shares nothing with it', () => {
    const urls = [{ text: 'Rules', url: '/rules' }];
    const partial = { theme: { colors: { text: '#000000' } }, localization: { terms: { urls } }, customFormFields: [] };
    const before = snapshot(partial);
    const merged = mergeWithDefaults('booking', partial);
    expect(snapshot(partial)).toBe(before);
    expect(merged.localization.terms.urls).not.toBe(urls);
    merged.localization.terms.urls[0]!.text = 'changed';
    merged.theme.colors.text = '#ffffff';
    expect(urls[0]!.text).toBe('Rules');
    expect(partial.theme.colors.text).toBe('#000000');
  });

  it('accepts frozen input and returns a mutable result', () => {
    const partial = Object.freeze({ theme: Object.freeze({ colors: Object.freeze({ text: '#000000' }) }) });
    const merged = mergeWithDefaults('giftcard', partial);
    merged.theme.colors.text = '#111111';
    expect(merged.theme.colors.text).toBe('#111111');
  });

  it('ignores prototype-pollution keys', () => {
    const partial = JSON.parse('{"__proto__": {"polluted": true}, "theme": {"constructor": {"prototype": {"polluted": true}}}}');
    const merged = mergeWithDefaults('booking', partial) as unknown as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged.polluted).toBeUndefined();
  });
});

describe('diffFromDefaults', () => {
  it.each(TYPES)('%s: the defaults diff to nothing', (type) => {
    expect(diffFromDefaults(type, defaultConfig(type))).toEqual({});
  });

  it.each([
    ['a changed leaf only', { theme: { colors: { button: { hover: { text: '#000000' } } } } }, { theme: { colors: { button: { hover: { text: '#000000' } } } } }],
    ['values equal to the default pruned', { theme: { colors: { text: DEFAULT_THEME.colors.text }, spacing: { padding: 24 } } }, {}],
    ['a changed array whole', { localization: { terms: { urls: [{ text: 'terms and conditions', url: '/rules' }] } } }, { localization: { terms: { urls: [{ text: 'terms and conditions', url: '/rules' }] } } }],
    ['an equal array not at all', { localization: { terms: { urls: [{ url: '/terms', text: 'terms and conditions' }] } } }, {}],
    ['credentials when set', { apiKey: 'k', companyId: 'c', serviceId: 's' }, { apiKey: 'k', companyId: 'c', serviceId: 's' }],
    ['serviceId left out while the selector is on', { serviceId: 's', showServiceSelector: true }, { showServiceSelector: true }],
    ['optional keys when set', { preselectedDate: '2030-01-02', apiUrl: '/api' }, { preselectedDate: '2030-01-02', apiUrl: '/api' }],
    ['empty optional keys left out', { preselectedDate: '', tokens: null, apiUrl: undefined }, {}],
    ['gradients whole', { theme: { _gradients: { 'item.selected': { type: 'solid', colors: ['#000'] } } } }, { theme: { _gradients: { 'item.selected': { type: 'solid', colors: ['#000'] } } } }],
    ['null login URL', { localization: { times: { loginUrl: null } } }, { localization: { times: { loginUrl: null } } }],
    ['keys outside the model left out', { bogus: 1, theme: { bogus: 2, colors: { bogus: 3 } } }, {}],
    ['transition equal to the booking default left out', { transitionType: 'stack' }, {}],
    ['transition slide kept for booking', { transitionType: 'slide' }, { transitionType: 'slide' }],
  ])('booking: %s', (_, config, expected) => {
    expect(diffFromDefaults('booking', config as DeepPartial<WidgetConfigByType['booking']>)).toEqual(expected);
  });

  it.each([
    ['subscription', { serviceId: 's', priceConfig: { showPrice: false }, subscriptionId: 'p1', transitionType: 'stack' }, { subscriptionId: 'p1', transitionType: 'stack' }],
    ['giftcard', { serviceId: 's', codeEnabled: true, giftCardId: 'g1', transitionType: 'slide' }, { giftCardId: 'g1' }],
  ] as const)('%s leaves out fields that are not part of its config', (type, config, expected) => {
    expect(diffFromDefaults(type, config as never)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const config = mergeWithDefaults('booking', { serviceId: 's', showServiceSelector: true });
    const before = snapshot(config);
    diffFromDefaults('booking', config);
    expect(snapshot(config)).toBe(before);
  });

  it.each([null, undefined, 'x', 42, []])('returns {} for non-object input %j', (input) => {
    expect(diffFromDefaults('booking', input as never)).toEqual({});
  });
});

describe('merge and diff properties (2 400 generated partials)', () => {
  it.each(TYPES)('%s: diff(merge(x)) deep-equals diff(x), merge is idempotent over diff, input untouched', (type: WidgetType) => {
    for (let seed = 1; seed <= 800; seed++) {
      const rng = prng(seed * 7919 + type.length);
      const partial = randomPartial(rng, defaultConfig(type)) as DeepPartial<WidgetConfigByType[typeof type]>;
      const before = snapshot(partial);
      const merged = mergeWithDefaults(type, partial);
      const diff = diffFromDefaults(type, partial);
      const context = `seed ${seed}: ${before}`;
      expect(diffFromDefaults(type, merged), context).toEqual(diff);
      expect(deepEqual(mergeWithDefaults(type, diff), mergeWithDefaults(type, diffFromDefaults(type, merged))), context).toBe(true);
      expect(diffFromDefaults(type, mergeWithDefaults(type, diff)), context).toEqual(diff);
      expect(snapshot(partial), context).toBe(before);
    }
  });
});

describe('deepEqual', () => {
  it.each([
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, { a: [2] }], [1, { a: [2] }], true],
    [[1], [1, 2], false],
    [{ a: 1 }, { a: '1' }, false],
    [{ a: {} }, { a: [] }, false],
    [null, {}, false],
    [NaN, NaN, true],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(deepEqual(a, b)).toBe(expected);
  });
});

describe('mergeConfig (what a widget handle’s update means)', () => {
  it('merges plain objects deeply, replaces arrays and everything else, and changes neither input', () => {
    const base = { a: 1, nested: { x: 1, y: { z: 1 } }, list: [1, 2], gone: 'kept' };
    const out = mergeConfig(base, { a: 2, nested: { y: { w: 2 } }, list: [3] });
    expect(out).toEqual({ a: 2, nested: { x: 1, y: { z: 1, w: 2 } }, list: [3], gone: 'kept' });
    expect(base).toEqual({ a: 1, nested: { x: 1, y: { z: 1 } }, list: [1, 2], gone: 'kept' });
    out.nested.x = 9;
    expect(base.nested.x).toBe(1);
  });

  it('replaces a non-object with an object and back; undefined leaves a value alone', () => {
    expect(mergeConfig({ a: null as unknown }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(mergeConfig({ a: { b: 1 } as unknown }, { a: 'x' })).toEqual({ a: 'x' });
    expect(mergeConfig({ a: 1 }, { a: undefined })).toEqual({ a: 1 });
  });

  it('ignores prototype keys and a patch that is not a plain object', () => {
    const evil = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"p":1}}}');
    const out = mergeConfig({}, evil);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(out)).toEqual([]);
    expect(mergeConfig({ a: 1 }, null)).toEqual({ a: 1 });
    expect(mergeConfig({ a: 1 }, [{ a: 2 }] as object)).toEqual({ a: 1 });
  });
});
