import { clonePlain, DEFAULT_THEME, frozenDefaults, normalizeWidgetType, OPTIONAL_KEYS } from './defaults';
import { hasOwn, isPlainObject } from './merge';
import type { SanitizeWarning, WidgetConfigByType, WidgetType } from './types';

/**
 * Turns untrusted input (a pasted snippet, a host page's object, a canvas record) into a complete, valid
 * configuration. Never throws: whatever is wrong falls back to the default and leaves a warning naming the
 * dotted path and what was received. The walk is driven by the defaults tree, never by the input, so cycles,
 * huge objects and prototype-pollution keys cannot steer it.
 *
 * Size: this ships in every widget chunk, so the shape is not spelled out a second time. Each default leaf
 * picks its rule from its value and key (a '#…' default is a colour, a boolean a boolean, a number a range
 * from NUMBERS, other strings plain text); only the keys in SPECIAL differ. Warnings come from two templates.
 */

export interface SanitizeResult<T extends WidgetType> {
  /** The complete configuration: valid input kept, everything else defaulted. */
  config: WidgetConfigByType[T];
  /** One entry per value that was dropped or replaced. */
  warnings: SanitizeWarning[];
}

type Obj = Record<string, unknown>;
/** A rule's check returns the value to keep, `undefined` (invalid: the caller warns) or SKIP (leave out). */
type Check = (value: any, path: string, ctx: Context) => unknown;
/** [what a valid value looks like (for the warning), check]. */
type Rule = [expect: string, check: Check];

/** "Leave this out, nothing more to report": an optional setting given as null/'' or an entry already warned about. */
const SKIP: unknown = Symbol();
const MAX_WARNINGS = 100;

// A plain class without field initialisers: with them esbuild (es2020) emits a defineProperty helper.
class Context {
  declare warnings: SanitizeWarning[];
  declare dropped: number;
  constructor() {
    this.warnings = [];
    this.dropped = 0;
  }
  warn(path: string, message: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push({ path, message });
    else this.dropped++;
  }
  /** The template of almost every warning: what was expected, what came, what happens instead. */
  bad(path: string, rule: Rule | [string], value: unknown, outcome: string): void {
    this.warn(path, `expected ${rule[0]}, received ${describe(value)}; ${outcome}`);
  }
  unknown(path: string, value: unknown): void {
    this.warn(path, `unknown setting (received ${describe(value)}); dropped`);
  }
}

/** What a warning says was received: short, and safe for any value (no JSON of cyclic objects). */
function describe(value: unknown): string {
  try {
    if (typeof value === 'string') {
      const shown = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
      return value.length > 40 ? `${shown} (${value.length} characters)` : shown;
    }
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`;
    if (Array.isArray(value)) return `an array of ${value.length} items`;
    if (value === null || typeof value !== 'object') return String(value);
    const name = isPlainObject(value) ? 0 : Object.getPrototypeOf(value)?.constructor?.name;
    return typeof name === 'string' && name ? `a ${name}` : 'an object';
  } catch {
    return 'an unreadable value';
  }
}

/** Own enumerable keys, or none when the object refuses to list them (a hostile Proxy). */
function keysOf(value: Obj): string[] {
  try {
    return Object.keys(value);
  } catch {
    return [];
  }
}

/** An own member, or undefined when absent or when reading it throws (a hostile getter). */
function read(value: Obj, key: string): unknown {
  try {
    return hasOwn(value, key) ? value[key] : undefined;
  } catch {
    return undefined;
  }
}

function plainObject(value: unknown): value is Obj {
  try {
    return isPlainObject(value);
  } catch {
    return false;
  }
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : `${key}`);
const isString = (v: unknown): v is string => typeof v === 'string';
/** What replaces an invalid value, for the warning. */
const outcome = (def: unknown) =>
  def === undefined ? 'left out' : `using the default${def !== null && typeof def === 'object' ? '' : ` ${JSON.stringify(def)}`}`;

// ---- leaf rules -------------------------------------------------------------------------------------------

const test = (expect: string, ok: (v: any) => unknown): Rule => [expect, (v) => (ok(v) ? v : undefined)];
/** A string rule: `ok` only ever sees strings (a regex would happily test String(['#fff'])). */
const string = (expect: string, ok: (v: string) => unknown): Rule => test(expect, (v) => isString(v) && ok(v));

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hex = string('a hex colour (#rgb or #rrggbb)', (v) => HEX.test(v));

const BORDER = /^(\d{1,2}(?:\.\d+)?px|0)\s+(solid|dashed|dotted)\s+#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const border: Rule = [
  "'width style #colour' (0–20px; solid, dashed or dotted) or 'none'",
  (v) => {
    if (!isString(v) || v.length > 60) return;
    const text = v.trim();
    const m = BORDER.exec(text);
    return text === 'none' || (m && parseFloat(m[1]!) <= 20) ? text : undefined;
  },
];

const PX = /^(?:0|\d{1,3}(?:\.\d+)?px)$/;
const padding: Rule = [
  'a number from 0 to 200, or 1–4 px values such as \'8px 16px\'',
  (v) => {
    if (typeof v === 'number') return v >= 0 && v <= 200 ? v : undefined;
    if (!isString(v) || v.length > 60) return;
    const parts = v.trim().split(/\s+/);
    return parts.length <= 4 && parts.every((p) => PX.test(p) && parseFloat(p) <= 200) ? parts.join(' ') : undefined;
  },
];

// `v >= min` is false for NaN and non-numbers alike; Infinity fails `<= max`.
const num = (min: number, max: number, whole?: number): Rule =>
  test(`${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`, (v) =>
    typeof v === 'number' && v >= min && v <= max && (!whole || Number.isInteger(v)),
  );

const bool = test('true or false', (v) => typeof v === 'boolean');

/** One of `values`; `fold` accepts any letter case ('EU' → 'eu'). */
const oneOf = (values: readonly string[], fold?: boolean): Rule => [
  `one of ${values.map((x) => `'${x}'`).join(', ')}`,
  (v) => {
    const s = isString(v) && fold ? v.toLowerCase() : v;
    return values.includes(s) ? s : undefined;
  },
];

// Control characters have no place in a label; in an id or key they would also break headers (line breaks).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const text = (max = 1000, nonEmpty?: number, control = CONTROL): Rule =>
  string(
    `a ${nonEmpty ? 'non-empty ' : ''}string of at most ${max} characters`,
    (v) => v.length <= max && !control.test(v) && (!nonEmpty || v.trim()),
  );
const id = (nonEmpty?: number) => text(200, nonEmpty, LINE_CONTROL);

/**
 * http(s) or relative. Rejects every other scheme (javascript:, data:, vbscript:, …), protocol-relative
 * '//host' and backslash forms ('/\host' is read as '//host' by browsers), and whitespace or control
 * characters that browsers strip before parsing ('java\tscript:').
 */
export function isSafeUrl(value: unknown): value is string {
  if (!isString(value) || !value || value.length > 2048 || /[\s\\]/.test(value) || LINE_CONTROL.test(value)) return false;
  if (value.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return true;
  try {
    return /^https?$/i.test(scheme[1]!) && new URL(value).host !== '';
  } catch {
    return false;
  }
}
const URL_EXPECT = 'an http(s) or relative URL';
const url = test(URL_EXPECT, isSafeUrl);

/** A calendar date that exists: 'YYYY-MM-DD' (2025-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  if (!isString(value) || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const locale = string("a BCP 47 locale such as 'en-US'", (v) => {
  try {
    return /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(v) && v.length <= 35 && Intl.getCanonicalLocales(v).length === 1;
  } catch {
    return false;
  }
});

// The font list ends up in a CSS custom property: no ';', braces, 'url(' or escapes can pass.
const fontFamily = string(
  'a font list such as "Inter, sans-serif"',
  (v) => v.trim() && v.length <= 200 && /^[\w\s,'"-]+$/.test(v),
);

const timestamp = string(
  'an RFC 3339 timestamp',
  (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i.test(v) && Date.parse(v) === Date.parse(v),
);

/** Optional top-level settings: null and '' mean "none" and are left out silently. */
const optional = (rule: Rule): Rule => [rule[0], (v, path, ctx) => (v === null || v === '' ? SKIP : rule[1](v, path, ctx))];

// ---- lists and entries ------------------------------------------------------------------------------------

/**
 * A list whose items are checked one by one: a bad item is dropped with a warning naming its index
 * (`outcome`), the rest are kept; `unique` names a member no two items may share. Anything but an array is
 * invalid (the caller falls back to the default list).
 */
const list = (max: number, item: Rule, outcome = 'entry dropped', unique?: string): Rule => [
  'a list',
  (value, path, ctx) => {
    if (!Array.isArray(value)) return;
    const out: unknown[] = [];
    const seen = new Set<unknown>();
    if (value.length > max) ctx.warn(path, `more than ${max} entries (received ${value.length}); the rest dropped`);
    for (let i = 0; i < value.length && i < max; i++) {
      const at = join(path, i);
      const checked = item[1](value[i], at, ctx);
      if (checked === undefined) ctx.bad(at, item, value[i], outcome);
      if (checked === undefined || checked === SKIP) continue;
      const key = unique && (checked as Obj)[unique];
      if (!unique) out.push(checked);
      else if (seen.has(key)) ctx.warn(at, `duplicate ${unique} ${JSON.stringify(key)}; dropped`);
      else out.push(checked), seen.add(key);
    }
    return out;
  },
];

/**
 * An entry object: its first `required` members must be valid or the entry is dropped (SKIP, after a warning);
 * a bad optional member alone is replaced by its default from `defaults` or left out.
 */
const entry = (members: Record<string, Rule>, required: number, defaults: Obj = {}): Rule => [
  'an object',
  (value, path, ctx) => {
    if (!plainObject(value)) return;
    const out: Obj = {};
    const keys = Object.keys(members);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const rule = members[key]!;
      const v = read(value, key);
      const at = join(path, key);
      const checked = v === undefined ? undefined : rule[1](v, at, ctx);
      if (checked !== undefined) out[key] = checked;
      else if (i < required) {
        ctx.bad(at, rule, v, 'entry dropped');
        return SKIP;
      } else {
        if (v !== undefined) ctx.bad(at, rule, v, outcome(defaults[key]));
        if (defaults[key] !== undefined) out[key] = clonePlain(defaults[key]);
      }
    }
    for (const key of keysOf(value)) if (!hasOwn(members, key)) ctx.unknown(join(path, key), read(value, key));
    return out;
  },
];

const SELECT = ['select', 'multiselect'];
const customField = entry(
  {
    type: oneOf(['text', 'number', 'textarea', 'phone', 'url', ...SELECT]),
    labelText: text(200, 1),
    required: bool,
    errorText: text(500),
    inputWidth: oneOf(['auto / span 1', 'auto / span 2']),
    options: text(5000),
  },
  2,
  { required: false, errorText: '', inputWidth: 'auto / span 1' },
);
const formField: Rule = [
  customField[0],
  (value, path, ctx) => {
    const field = customField[1](value, path, ctx) as Obj | undefined;
    if (!field || field === SKIP) return field;
    const at = join(path, 'options');
    if (!SELECT.includes(field.type as string)) {
      if (field.options !== undefined) ctx.warn(at, `options apply only to select fields (type is '${field.type}'); dropped`);
      delete field.options;
    } else if (!(field.options as string | undefined)?.trim()) {
      ctx.warn(at, `a ${field.type} field needs options, received ${describe(field.options)}; entry dropped`);
      return SKIP;
    }
    return field;
  },
];

/** Colour paths whose background a gradient may replace: 'background', 'summary', 'button.hover', … */
const GRADIENT_KEYS = ['background'];
for (const [group, states] of Object.entries(DEFAULT_THEME.colors)) {
  if (states !== null && typeof states === 'object') {
    if ('background' in states) GRADIENT_KEYS.push(group);
    else for (const state of Object.keys(states)) GRADIENT_KEYS.push(`${group}.${state}`);
  }
}

const gradient = entry(
  {
    type: oneOf(['solid', 'linear', 'radial']),
    colors: list(10, hex, 'dropped'),
    angle: num(0, 360),
    position: oneOf(['center', 'top', 'top right', 'right', 'bottom right', 'bottom', 'bottom left', 'left', 'top left']),
  },
  1,
  { colors: [] },
);
const gradients: Rule = [
  'an object of gradients',
  (value, path, ctx) => {
    if (!plainObject(value)) return;
    const out: Obj = {};
    for (const key of keysOf(value)) {
      const at = join(path, key);
      const v = read(value, key);
      if (!GRADIENT_KEYS.includes(key)) ctx.unknown(at, v);
      else {
        const g = gradient[1](v, at, ctx) as { type: string; colors: string[] } | undefined;
        if (!g) ctx.bad(at, gradient, v, 'dropped');
        else if (g !== SKIP) {
          // The picker never lets a gradient have fewer than two stops; white is its filler colour (configurator §5).
          while (g.type !== 'solid' && g.colors.length < 2) g.colors.push('#ffffff');
          out[key] = g;
        }
      }
    }
    return out;
  },
];

const title = { title: text(), description: text() };
/** The per-item override lists: each entry is keyed by a unique, non-empty id. */
const overrides = (key: string, extra?: Record<string, Rule>) =>
  list(100, entry({ [key]: id(1), ...title, ...extra }, 1), undefined, key);

// ---- the rule of each key --------------------------------------------------------------------------------

/** Leaves whose rule does not follow from their default value. */
const SPECIAL: Record<string, Rule> = {
  apiKey: id(),
  companyId: id(),
  serviceId: id(),
  region: oneOf(['us', 'eu'], true),
  transitionType: oneOf(['slide', 'fade', 'flip', 'stack']),
  apiUrl: optional(url),
  preselectedDate: optional(test("a real date as 'YYYY-MM-DD'", isIsoDate)),
  subscriptionId: optional(id(1)),
  giftCardId: optional(id(1)),
  tokens: [
    'an object with accessToken, refreshToken and expiresAt',
    (v, path, ctx) =>
      v === null ? null : entry({ accessToken: text(8192, 1), refreshToken: text(8192, 1), expiresAt: timestamp }, 3)[1](v, path, ctx),
  ],
  customFormFields: list(50, formField),
  servicesConfig: overrides('serviceId', {
    hideResourcePicker: bool,
    selectResourceTitle: text(),
    anyResourceOption: text(),
  }),
  subscriptionsConfig: overrides('subscriptionId'),
  giftCardsConfig: overrides('giftCardId'),
  _gradients: gradients,
  padding,
  fontFamily,
  locale,
  // The configurator stores a cleared login URL as null (configurator §3): no login button target.
  loginUrl: [`${URL_EXPECT} or null`, (v) => (v === null || v === '' ? null : isSafeUrl(v) ? v : undefined)],
  urls: list(10, entry({ text: text(200), url }, 2)),
};

/** Ranges of the numeric leaves by key; any other number is a gap of 0–200 px. Third item: whole numbers only. */
const NUMBERS: Record<string, [number, number, number?]> = {
  borderRadius: [0, 1000],
  base: [8, 72],
  large: [8, 96],
  normal: [100, 900],
  medium: [100, 900],
  title: [0.5, 4],
  text: [0.5, 4],
  minNights: [1, 365, 1],
  maxNights: [0, 3650, 1],
};

/** The rule of a leaf, from its key and default; undefined for a nested settings object. */
function ruleOf(key: string, def: unknown): Rule | undefined {
  if (hasOwn(SPECIAL, key)) return SPECIAL[key];
  if (typeof def === 'boolean') return bool;
  if (typeof def === 'number') return num(...(NUMBERS[key] ?? [0, 200]));
  if (isString(def)) return def[0] === '#' ? hex : key === 'border' ? border : text();
}

/** Sanitizes `input` against the defaults object `defs`; `extra` are optional keys absent from the defaults. */
function walk(input: Obj, defs: Obj, path: string, ctx: Context, extra: readonly string[] = []): Obj {
  const out: Obj = {};
  for (const key of [...Object.keys(defs), ...extra]) {
    const value = read(input, key);
    const def = defs[key];
    const at = join(path, key);
    const rule = ruleOf(key, def);
    let checked: unknown;
    if (value === undefined) checked = def;
    else if (rule) {
      checked = rule[1](value, at, ctx);
      if (checked === undefined) {
        ctx.bad(at, rule, value, outcome(def));
        checked = def;
      }
    } else if (plainObject(value)) checked = walk(value, def as Obj, at, ctx);
    else {
      ctx.bad(at, ['an object'], value, 'using the defaults');
      checked = def;
    }
    if (checked !== undefined && checked !== SKIP) out[key] = checked === def ? clonePlain(def) : checked;
  }
  for (const key of keysOf(input)) {
    // _widgetType is the snippet's own marker; the caller already chose the type.
    if (!hasOwn(defs, key) && !extra.includes(key) && !(extra.length && key === '_widgetType')) {
      ctx.unknown(join(path, key), read(input, key));
    }
  }
  return out;
}

/**
 * Validates untrusted configuration input for a widget type. Returns a complete config (valid values kept,
 * invalid or missing ones defaulted, unknown keys dropped) and a warning per dropped or replaced value.
 * Never throws.
 */
export function sanitizeConfig<T extends WidgetType>(type: T, untrusted: unknown): SanitizeResult<T> {
  const kind = normalizeWidgetType(type);
  const ctx = new Context();
  const defaults = frozenDefaults(kind) as unknown as Obj;
  let config: Obj;
  try {
    if (!plainObject(untrusted)) {
      if (untrusted !== undefined) ctx.bad('', ['a configuration object'], untrusted, 'using the defaults');
      config = clonePlain(defaults);
    } else {
      config = walk(untrusted, defaults, '', ctx, OPTIONAL_KEYS[kind]);
      const days = config.daysConfig as { minNights: number; maxNights: number } | undefined;
      if (days && days.maxNights && days.maxNights < days.minNights) {
        ctx.warn('daysConfig.maxNights', `must be 0 (no maximum) or at least minNights (${days.minNights}), received ${days.maxNights}; using no maximum`);
        days.maxNights = 0;
      }
    }
  } catch (error) {
    // Only reachable through a hostile object the guards above did not foresee: still no throw.
    ctx.warn('', `could not read the configuration (${describe(error)}); using the defaults`);
    config = clonePlain(defaults);
  }
  if (ctx.dropped) ctx.warnings.push({ path: '', message: `${ctx.dropped} more warnings omitted` });
  return { config: config as unknown as WidgetConfigByType[T], warnings: ctx.warnings };
}
