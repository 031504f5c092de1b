// Walks every setting of the configuration model, for each widget type, and checks that the control for it accepts
// exactly what the widgets keep: values inside, at and just outside every bound, good and bad forms, texts at and
// over their length. What the widgets keep is sanitizeConfig's answer for a configuration holding the value (no
// warning); what the control accepts is its reading of the same value with the limits of the setting's value rule.
import { describe, expect, it } from 'vitest';
import { everyValueRule, sanitizeConfig, valueRule, valueRules, WIDGET_TYPES, type ValueRule, type WidgetType } from '@bookla/runtime/config';
import { prng } from '@bookla/test-utils/prng';
import { randomValue } from '@bookla/test-utils/random-config';
import { controlValue, readControlInput } from './rules';

/** Values in the form a configuration stores them, around the rule's limits. */
function probes(rule: ValueRule): unknown[] {
  const common = [undefined, null, {}, [], true];
  switch (rule.kind) {
    case 'colour':
      return [...common, '#abc', '#ABCDEF', '#a1B2c3', '#abcd', '#ab', 'abc', '#ggg', '#abcdef0', ' #abc', '', 12];
    case 'number': {
      const { min, max, whole } = rule;
      const step = whole ? 1 : 0.01;
      return [...common, min, max, min - step, max + step, (min + max) / 2, min + 0.5, -Infinity, Infinity, NaN];
    }
    case 'text': {
      const n = rule.maxLength;
      return [...common, '', ' ', 'a', 'x'.repeat(n), 'x'.repeat(n + 1), ' '.repeat(n), 'a\u0001b', 'line\nbreak', 'tab\there', ...(rule.examples ?? []), 'Inter; x', 'en_US', 12];
    }
    case 'border': {
      const w = rule.maxWidth;
      return [...common, 'none', ' none ', '0px solid #000', '0 solid #000', `${w}px dashed #fff`, `${w + 1}px solid #fff`, `${w - 0.5}px dotted #AbC`, '1PX SOLID #FFF', '1px groove #fff', '1px solid red', '1 solid #fff', '-1px solid #fff', '', 'solid'];
    }
    case 'padding': {
      const m = rule.max;
      const many = (k: number) => Array.from({ length: k }, (_, i) => `${i * 4}px`).join(' ');
      return [...common, 0, m, m + 1, -1, 24.5, Infinity, '0', `${m}px`, `${m + 1}px`, '8px 16px', many(rule.parts), many(rule.parts + 1), '8px  12px', `8px ${m + 0.5}px`, '', 'abc', '1e2px'];
    }
    case 'choice':
      return [...common, ...rule.values, 'nonsense', ''];
    case 'boolean':
      return [undefined, null, {}, true, false, 'true', 1, 0];
    case 'url':
      return [...common, '/terms', 'https://x.example/privacy', 'rules#a', 'javascript:alert(1)', '//evil.example', 'https://', 'ftp://x.example', `/${'a'.repeat(rule.maxLength)}`, ''];
    case 'date':
      return [...common, '2031-02-28', '2031-02-30', '2031-2-3', '2031-02-28T00:00', ''];
    default:
      return [];
  }
}

const r = prng(46);

/** `value` at `keys` inside a partial configuration: lists hold one entry, `base` completes the entry or object around it. */
function place(keys: readonly string[], base: Record<string, unknown> | undefined, value: unknown): Record<string, unknown> {
  // A list's entry: the list holding it is the setting placed.
  if (keys.at(-1) === '*') return place(keys.slice(0, -1), base, [value]);
  let node: unknown = { ...base, [keys.at(-1)!]: value };
  for (let i = keys.length - 2; i >= 0; i--) node = keys[i] === '*' ? [node] : { [keys[i]!]: node };
  return node as Record<string, unknown>;
}

/** The keys of the setting that holds `keys`: a list for a list's entry. */
const holder = (keys: readonly string[]): readonly string[] => (keys.at(-1) === '*' ? holder(keys.slice(0, -1)) : keys);

/** The stored value at `keys` (a list's first entry for `*`). */
const at = (config: unknown, keys: readonly string[]) =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key === '*' ? 0 : key], config);

/**
 * What the widgets hold of `value` at the setting, in the first of `bases` where it draws no warning (undefined:
 * dropped in every one; null: kept as none).
 */
function widgetsHold(type: WidgetType, rule: ValueRule, bases: (Record<string, unknown> | undefined)[], value: unknown): { held: unknown } | undefined {
  for (const base of bases) {
    const { config, warnings } = sanitizeConfig(type, place(rule.keys, base, value));
    if (!warnings.length) return { held: at(config, rule.keys) ?? null };
  }
  return undefined;
}

/**
 * The entries or settings objects the setting may sit in, each valid: a list entry's members depend on each other
 * (options only on a select field), so a value counts as kept when any of them keeps it. [undefined] for the
 * configuration's own settings.
 */
function basesFor(type: WidgetType, rule: ValueRule): (Record<string, unknown> | undefined)[] {
  const keys = holder(rule.keys);
  if (keys.length === 1) return [undefined];
  const parent = valueRule(keys.slice(0, -1), type)!;
  // Entries with every member and with some, so that members which exclude each other each find one.
  const bases = Array.from({ length: 12 }, (_, i) => parent.keeps(randomValue(r, parent, { fill: i % 2 ? 0.5 : 1 })) as Record<string, unknown>);
  const valid = bases.filter((base) => widgetsHold(type, rule, [base], randomValue(r, rule)));
  if (!valid.length) throw new Error(`no entry keeps a valid ${rule.path}`);
  return bases;
}

const LEAVES = (type: WidgetType) => everyValueRule(type).filter((rule) => !['object', 'list', 'marker'].includes(rule.kind));

describe.each(WIDGET_TYPES)('%s: every setting is accepted by its control exactly when the widgets keep it', (type) => {
  it('walks every setting of the model', () => {
    const leaves = LEAVES(type);
    // Every leaf of the defaults is a setting with a rule, and so is every optional key of the type.
    expect(leaves.length).toBeGreaterThan(200);
    expect(leaves.map((l) => l.path)).toEqual(expect.arrayContaining(['theme.spacing.padding', 'theme.colors.button.normal.border', 'localization.locale', 'customFormFields.*.labelText', 'embed.mode', 'embed.launcher.text', 'embed.launcher.background', 'embed.launcher.textColor', 'embed.launcher.side', 'embed.launcher.sideOffset', 'embed.launcher.bottomOffset', 'embed.closeText']));
  });

  it.each(LEAVES(type).map((rule) => [rule.path, rule] as const))('%s', (_path, rule) => {
    const bases = basesFor(type, rule);
    const wrong: string[] = [];
    for (const value of probes(rule)) {
      if (value === undefined) continue;
      const shown = JSON.stringify(value)?.slice(0, 40) ?? String(value);
      const read = readControlInput(rule, value);
      const kept = widgetsHold(type, rule, bases, value) !== undefined;
      if ((read !== undefined) !== kept) wrong.push(`${shown}: control ${read !== undefined ? 'accepts' : 'refuses'}, widgets ${kept ? 'keep' : 'drop'}`);
      // What the control stores, the widgets hold as it is stored (an older setting's move to its successor apart).
      const stored = controlValue(rule, value);
      if (stored !== undefined && !rule.deprecated && JSON.stringify(widgetsHold(type, rule, bases, stored)?.held) !== JSON.stringify(stored)) {
        wrong.push(`${shown}: the control stores ${JSON.stringify(stored)?.slice(0, 40)}, which the widgets change`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the value rules the controls read', () => {
  it('give each setting its message', () => {
    for (const rule of LEAVES('booking')) expect(rule.message, rule.path).toMatch(/^(Use|Enter|Choose) /);
    expect(valueRule(['theme', 'spacing', 'padding'])!.message).toBe('Use 1 to 4 numbers of px, each from 0 to 200');
    expect(valueRule(['theme', 'typography', 'fontSize', 'base'])!.message).toBe('Use a number from 8 to 72');
  });

  it('find a setting by its path, with list entries by index', () => {
    expect(valueRule(['customFormFields', 0, 'labelText'])).toBe(valueRule('customFormFields.*.labelText'));
    expect(valueRule(['theme', '_gradients', 'button.hover', 'angle'])).toMatchObject({ kind: 'number', min: 0, max: 360, whole: true });
    expect(valueRule(['theme', 'nothing'])).toBeUndefined();
    expect(valueRules('subscription').members.serviceId).toBeUndefined();
  });
});
