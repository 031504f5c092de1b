import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationMarkdown, optionRows, parseModel } from './reference';
import { defaultConfig, WIDGET_DEFAULTS, WIDGET_TYPES } from './defaults';

const source = readFileSync(new URL('./types.ts', import.meta.url), 'utf8');

/** Every leaf path of a plain-data tree (arrays and empty objects are leaves). */
const leaves = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0
    ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('the configuration reference', () => {
  it('docs/configuration.md is what the model produces (run `npm run docs -w @bookla/runtime` when this fails)', () => {
    const page = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    expect(page).toBe(configurationMarkdown(source));
  });

  it.each(WIDGET_TYPES)('lists every default of the %s widget with its value', (type) => {
    const rows = new Map(optionRows(source).map((r) => [r.path, r]));
    for (const path of leaves(defaultConfig(type))) {
      expect(rows.get(path), path).toBeDefined();
      // Texts list the widgets that show them: another type's text is documented, not as this type's.
      if (path.startsWith('localization.') && !leaves(WIDGET_DEFAULTS[type].defaults).includes(path)) {
        expect(rows.get(path)!.defaults[type], path).toBeUndefined();
        continue;
      }
      expect(rows.get(path)!.defaults[type], path).toEqual(path.split(".").reduce<any>((v, k) => v[k], defaultConfig(type)));
    }
  });

  it("names the widgets that show each text: the booking widget's, a plan's, the purchase form's", () => {
    const rows = new Map(optionRows(source).map((r) => [r.path, r]));
    const widgets = (path: string) => Object.keys(rows.get(path)!.defaults).sort();
    expect(widgets('localization.times.today')).toEqual(['booking']);
    expect(widgets('localization.subscriptions.buyText')).toEqual(['subscription']);
    expect(widgets('localization.giftCards.taxIncludedText')).toEqual(['giftcard']);
    expect(widgets('localization.errors.missingParametersPlugin')).toEqual(['giftcard', 'subscription']);
    expect(widgets('localization.guestForm.emailFieldLabel')).toEqual(['booking', 'giftcard', 'subscription']);
  });

  it('reads type parameters as their defaults, generic and Omit bases, and multi-line extends', () => {
    const model = parseModel(`
export interface Texts { a: string; b: string }
export interface Base<L extends Texts = Texts> { texts: L }
export interface Child<L extends Texts = Texts>
  extends Base<L>,
    Omit<Texts, 'b'> { own: number }`);
    expect(model.interfaces.get('Base')!.members[0]!.type).toBe('Texts');
    expect(model.interfaces.get('Child')!.extends).toEqual(['Base<L>', "Omit<Texts, 'b'>"]);
    expect(model.interfaces.get('Child')!.members.map((m) => m.name)).toEqual(['own']);
  });

  it('lists the optional options that have no default', () => {
    const paths = optionRows(source).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['apiUrl', 'tokens', 'preselectedDate', 'subscriptionId', 'giftCardId']));
  });

  it('spells out unions of literals and keeps JSDoc as the description', () => {
    const region = optionRows(source).find((r) => r.path === 'region')!;
    expect(region.type).toBe("'us' | 'eu'");
    expect(region.doc).not.toBe('');
    expect(configurationMarkdown(source)).toContain("| `region` | `'us' \\| 'eu'` | `\"us\"` | all |");
  });

  it('reads inline objects, arrays, generics and optional members', () => {
    const model = parseModel(`
export type Mode = 'a' | 'b';
export interface Inner { x: number }
export interface Root extends Inner {
  /** The mode. */
  mode: Mode;
  nested: { deep: string; list: Inner[] };
  map?: Record<string, Inner>;
}`);
    const root = model.interfaces.get('Root')!;
    expect(root.extends).toEqual(['Inner']);
    expect(root.members.map((m) => [m.name, m.optional, m.type, m.doc])).toEqual([
      ['mode', false, 'Mode', 'The mode.'],
      ['nested', false, '{ deep: string; list: Inner[] }', ''],
      ['map', true, 'Record<string, Inner>', ''],
    ]);
    expect(model.aliases.get('Mode')!.type).toBe("'a' | 'b'");
  });

  it('throws on a member form it cannot read, so a new form is noticed', () => {
    expect(() => parseModel('export interface X { [key: string]: number }')).toThrow(/cannot read member/);
  });
});
