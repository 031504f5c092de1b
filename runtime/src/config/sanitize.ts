import { isIsoDate, isSafeUrl, LINE_CONTROL } from './checks';
import { clonePlain, hasOwn, isPlainObject } from './plain';
import type { RenderConfigByType, SanitizeWarning, WidgetConfigByType, WidgetType } from './types';
import type { WidgetDefaults } from './widget-defaults/base';
import { DEFAULT_THEME } from './widget-defaults/theme';

/**
 * Turns untrusted input (a pasted snippet, a host page's object, a canvas record) into a complete, valid
 * configuration. Never throws: whatever is wrong falls back to the default and leaves a warning naming the
 * dotted path, what was expected and what was received. The walk is driven by the defaults tree, never by the
 * input, so cycles, huge objects and prototype-pollution keys cannot steer it.
 *
 * Size: this ships in every widget chunk, so the shape is not spelled out a second time. Each default leaf
 * picks its rule from its value and key (a '#…' default is a colour, a boolean a boolean, a number a range
 * from NUMBERS, other strings plain text); only the keys in SPECIAL differ. Every warning, whatever the rule,
 * comes from the one template in `warn`, and a settings object is checked by the same `entry` rule as a list
 * entry (its defaults are its members' fallbacks).
 */

export interface SanitizeResult<T extends WidgetType, C = WidgetConfigByType[T]> {
  /** The complete configuration: valid input kept, everything else defaulted. */
  config: C;
  /** One entry per value that was dropped or replaced. */
  warnings: SanitizeWarning[];
}

type Obj = Record<string, unknown>;
/** A rule's check returns the value to keep, `undefined` (invalid: the caller warns) or SKIP (leave out). */
type Check = (value: any, path: string) => unknown;
/**
 * [what a valid value looks like (for the warning), check, and for a list its item's rule, for a settings object
 * its members' rules]. With the texts of `expect`, built from each rule's own limits, this is the
 * rule as data: the configuration model (value-rules.ts) builds each setting's control rule, owner-facing message
 * and random test values from the rules the widgets check with, never from a copy of them.
 */
export type Rule = [expect: string, check: Check, nested?: Rule | Record<string, Rule>];

/** "Leave this out, nothing more to report": an optional setting given as null/'' or an entry already warned about. */
const SKIP: unknown = Symbol();

/**
 * The warnings of the sanitizeConfig call in progress. Module state instead of a context argument threaded
 * through every rule (bytes); the call saves and restores it, so even a getter that calls sanitizeConfig
 * while being read cannot mix two calls' warnings.
 */
let warnings: SanitizeWarning[] = [];

/** The one warning template: where, what was expected, what came, what happens instead. */
const warn = (path: string, expect: string, value: unknown, outcome: string): unknown =>
  warnings.push({ path, message: `expected ${expect}, received ${describe(value)}; ${outcome}` });

/** What a warning says was received: short, and safe for any value (no JSON of cyclic objects). */
const describe = (value: unknown): string =>
  attempt(() => {
    if (isString(value)) {
      return value.length > 40 ? `${JSON.stringify(`${value.slice(0, 40)}…`)} (${value.length} characters)` : JSON.stringify(value);
    }
    if (Array.isArray(value)) return `an array of ${value.length} items`;
    if (value && typeof value === 'object') {
      const name = !isPlainObject(value) && Object.getPrototypeOf(value)?.constructor?.name;
      return isString(name) && name ? `a ${name}` : 'an object';
    }
    // String() of a function would print its whole source; of a symbol or bigint it is safe.
    return typeof value === 'function' ? 'a function' : String(value);
  }, 'an unreadable value');

/** `fn()`, or `fallback` when it throws (a hostile Proxy or getter). */
function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** An own member, or undefined when absent or when reading it throws. */
const read = (value: Obj, key: string): unknown => attempt(() => (hasOwn(value, key) ? value[key] : undefined), undefined);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : `${key}`);
const isString = (v: unknown): v is string => typeof v === 'string';
/** What replaces an invalid value, for the warning. */
const outcome = (def: unknown) =>
  def === undefined ? 'left out' : `using the default${def !== null && typeof def === 'object' ? '' : ` ${JSON.stringify(def)}`}`;

// ---- leaf rules -------------------------------------------------------------------------------------------

const test = (expect: string, ok: (v: any) => unknown): Rule => [expect, (v) => (ok(v) ? v : undefined)];
/** A string rule: `ok` only ever sees strings (a regex would happily test String(['#fff'])). */
const string = (expect: string, ok: (v: string) => unknown): Rule => test(expect, (v) => isString(v) && ok(v));

/** '#' and 3 or 6 hex digits, any case: every colour of the theme. */
export const hex = string('a hex colour (#rgb or #rrggbb)', (v) => /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v));

/** A border's widest width in px, and its styles. */
export const BORDER_WIDTH_MAX = 20;
export const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
const BORDER = /^(\d{1,2}(?:\.\d+)?px|0)\s+(solid|dashed|dotted)\s+#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const border: Rule = [
  "'width style #colour' (0–20px; solid, dashed or dotted) or 'none'",
  (v) => {
    if (!isString(v) || v.length > 60) return;
    const text = v.trim();
    const m = BORDER.exec(text);
    return text === 'none' || (m && parseFloat(m[1]!) <= BORDER_WIDTH_MAX) ? text : undefined;
  },
];

/** A padding's largest value in px, and how many values a shorthand has at most (top right bottom left). */
export const PADDING_MAX = 200;
export const PADDING_PARTS = 4;
const padding: Rule = [
  "a number from 0 to 200, or 1–4 px values such as '8px 16px'",
  (v) => {
    if (typeof v === 'number') return v >= 0 && v <= PADDING_MAX ? v : undefined;
    if (!isString(v) || v.length > 60) return;
    const parts = v.trim().split(/\s+/);
    return parts.length <= PADDING_PARTS && parts.every((p) => /^(?:0|\d{1,3}(?:\.\d+)?px)$/.test(p) && parseFloat(p) <= PADDING_MAX)
      ? parts.join(' ')
      : undefined;
  },
];

// The rules' flags, named where they are passed; each is 1, which the minifier writes in their place.
/** `num`: whole numbers only. */
export const WHOLE = 1;
/** `oneOf`: any letter case. */
const ANY_CASE = 1;
/** `text`, `id`: not blank. */
export const REQUIRED = 1;

// `v >= min` is false for NaN and non-numbers alike; Infinity fails `<= max`.
export const num = (min: number, max: number, whole?: typeof WHOLE): Rule =>
  test(
    `a ${whole ? 'whole ' : ''}number from ${min} to ${max}`,
    (v) => typeof v === 'number' && v >= min && v <= max && (!whole || Number.isInteger(v)),
  );

const bool = test('true or false', (v) => typeof v === 'boolean');

/** One of `values`; `anyCase` accepts any letter case ('EU' → 'eu'). */
export const oneOf = (values: readonly string[], anyCase?: typeof ANY_CASE): Rule => [
  `one of '${values.join("', '")}'`,
  (v) => {
    const s = isString(v) && anyCase ? v.toLowerCase() : v;
    return values.includes(s) ? s : undefined;
  },
];

// Control characters have no place in a label; in an id or key they would also break headers (line breaks).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const text = (max = 1000, required?: typeof REQUIRED, control = CONTROL): Rule =>
  string(
    `a ${required ? 'non-empty ' : ''}string of at most ${max} characters`,
    (v) => v.length <= max && !control.test(v) && (!required || v.trim()),
  );
const id = (required?: typeof REQUIRED) => text(200, required, LINE_CONTROL);

const url = test('an http(s) or relative URL', isSafeUrl);

/**
 * `rule`, except that null and '' mean "none" and pass silently as `none`: SKIP for optional top-level settings
 * (left out), null where the configuration stores "none" as null.
 */
const blank = (rule: Rule, none: unknown = SKIP): Rule => [rule[0], (v, path) => (v == null || v === '' ? none : rule[1](v, path))];

// ---- lists and objects ------------------------------------------------------------------------------------

/**
 * A list whose items are checked one by one: a bad item is dropped with a warning naming its index
 * (`outcome`), the rest are kept; `unique` names a member no two items may share. Anything but an array is
 * invalid (the caller falls back to the default list).
 */
const list = (max: number, item: Rule, outcome = 'entry dropped', unique?: string): Rule => [
  'a list',
  (value, path) => {
    if (!Array.isArray(value)) return;
    const out: unknown[] = [];
    const seen: unknown[] = [];
    if (value.length > max) warn(path, `at most ${max} entries`, value, 'the rest dropped');
    for (let i = 0; i < value.length && i < max; i++) {
      const at = join(path, i);
      const checked = item[1](value[i], at) as Obj;
      const key = unique && checked?.[unique];
      if (checked === undefined) warn(at, item[0], value[i], outcome);
      else if (seen.includes(key)) warn(at, `a unique ${unique}`, key, 'dropped');
      else if (checked !== SKIP) out.push(checked), unique && seen.push(key);
    }
    return out;
  },
  item,
];

/**
 * A settings object or list entry: each member is checked by its rule; unknown members are dropped with a
 * warning. The first `required` members must be valid or the whole entry is dropped (SKIP, after a
 * warning); any other bad or missing member falls back to its value in `defaults`, or is left out. `after`
 * checks the entry as a whole (it may warn and return SKIP).
 */
export const entry = (
  members: Record<string, Rule>,
  required = 0,
  defaults: Obj = {},
  after = (out: Obj, _path: string): unknown => out,
): Rule => [
  'an object',
  (value, path) => {
    if (!attempt(() => isPlainObject(value), false)) return;
    const out: Obj = {};
    const keys = Object.keys(members);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const rule = members[key]!;
      const def = defaults[key];
      const v = read(value, key);
      const at = join(path, key);
      const checked = v === undefined ? v : rule[1](v, at);
      if (checked === undefined) {
        if (i < required) return warn(at, rule[0], v, 'entry dropped'), SKIP;
        if (v !== undefined) warn(at, rule[0], v, outcome(def));
        if (def !== undefined) out[key] = clonePlain(def);
      } else if (checked !== SKIP) out[key] = checked;
    }
    for (const key of attempt(() => Object.keys(value), [])) {
      // Another widget type's texts are not this widget's to check: a configuration carries every text.
      if (!hasOwn(members, key) && !(/^localization(\.errors)?$/.test(path) && TYPE_TEXT_KEYS.includes(key))) {
        warn(join(path, key), 'a known setting', read(value, key), 'dropped');
      }
    }
    return after(out, path);
  },
  members,
];

/**
 * The localization members (and `errors` members) of one widget type only: a widget built with its own type's
 * texts drops the others silently. The model's test keeps this list equal to the texts the types do not share.
 */
export const TYPE_TEXT_KEYS: readonly string[] = /* @__PURE__ */ (
  'times resource successScreen pendingScreen bookButton loginButton group duration tickets days serviceSelection code ' +
  'subscriptions giftCards missingParameters missingParametersMulti missingParametersPlugin loadService loadInitialData loadTimes booking'
).split(' ');

/** The most terms links a configuration keeps (the configurator offers no more). */
export const MAX_TERMS_LINKS = 10;

const SELECT = ['select', 'multiselect'];
const formField = entry(
  {
    type: oneOf(['text', 'number', 'textarea', 'phone', 'url', ...SELECT, 'email', 'tel', 'date', 'time']),
    labelText: text(200, REQUIRED),
    required: bool,
    errorText: text(500),
    inputWidth: oneOf(['auto / span 1', 'auto / span 2']),
    // Required where it applies (select fields; others drop it): a blank list offers nothing to choose.
    options: text(5000, REQUIRED),
  },
  2,
  { required: false, errorText: '', inputWidth: 'auto / span 1' },
  (field, path) => {
    const at = join(path, 'options');
    const options = field.options as string | undefined;
    if (!SELECT.includes(field.type as string)) {
      if (options !== undefined) warn(at, `no options on a ${field.type} field`, options, 'dropped');
      delete field.options;
    } else if (!options?.trim()) return warn(at, `options for a ${field.type} field`, options, 'entry dropped'), SKIP;
    return field;
  },
);

const gradient = entry(
  {
    type: oneOf(['solid', 'linear', 'radial']),
    colors: list(10, hex, 'dropped'),
    // Whole degrees: the angle dial and its field set no fractions.
    angle: num(0, 360, WHOLE),
    position: oneOf(['center', 'top', 'top right', 'right', 'bottom right', 'bottom', 'bottom left', 'left', 'top left']),
  },
  1,
  { colors: [] },
  (g) => {
    // The picker never lets a gradient have fewer than two stops; white is its filler colour.
    while (g.type !== 'solid' && (g.colors as string[]).length < 2) (g.colors as string[]).push('#ffffff');
    return g;
  },
);

/** Gradients by the colour path whose background they replace: 'background', 'summary', 'button.hover', … */
const gradients: Record<string, Rule> = { background: gradient };
for (const [group, states] of Object.entries(DEFAULT_THEME.colors)) {
  if (!isString(states)) {
    if ('background' in states) gradients[group] = gradient;
    else for (const state of Object.keys(states)) gradients[`${group}.${state}`] = gradient;
  }
}

/** The per-item override lists: each entry is keyed by a unique, non-empty id. */
const overrides = (key: string, extra?: Record<string, Rule>) =>
  list(100, entry({ [key]: id(REQUIRED), title: text(), description: text(), ...extra }, 1), undefined, key);

/** The longest font list and locale tag the widgets keep. */
export const FONT_FAMILY_MAX = 200;
export const LOCALE_MAX = 35;

// ---- the rule of each key --------------------------------------------------------------------------------

/** Leaves whose rule does not follow from their default value. */
const SPECIAL: Record<string, Rule> = {
  apiKey: id(),
  companyId: id(),
  serviceId: id(),
  region: oneOf(['us', 'eu'], ANY_CASE),
  transitionType: oneOf(['slide', 'fade', 'flip', 'stack']),
  apiUrl: blank(url),
  preselectedDate: blank(test("a real date as 'YYYY-MM-DD'", isIsoDate)),
  subscriptionId: blank(id(REQUIRED)),
  giftCardId: blank(id(REQUIRED)),
  tokens: blank(
    entry(
      {
        accessToken: text(8192, REQUIRED),
        refreshToken: text(8192, REQUIRED),
        expiresAt: string(
          'an RFC 3339 timestamp',
          (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i.test(s) && Date.parse(s) === Date.parse(s),
        ),
      },
      3,
    ),
    null,
  ),
  customFormFields: list(50, formField),
  servicesConfig: overrides('serviceId', {
    hideResourcePicker: bool,
    selectResourceTitle: text(),
    anyResourceOption: text(),
  }),
  subscriptionsConfig: overrides('subscriptionId'),
  giftCardsConfig: overrides('giftCardId'),
  _gradients: entry(gradients),
  padding,
  // The font list ends up in a CSS custom property: no ';', braces, 'url(' or escapes can pass.
  fontFamily: string('a font list such as "Inter, sans-serif"', (v) => v.trim() && v.length <= FONT_FAMILY_MAX && /^[\w\s,'"-]+$/.test(v)),
  locale: string(
    "a BCP 47 locale such as 'en-US'",
    (v) => attempt(() => /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(v) && v.length <= LOCALE_MAX && Intl.getCanonicalLocales(v).length === 1, false),
  ),
  // The configurator stores a cleared login URL as null: no login button target.
  loginUrl: blank(url, null),
  // A link without text would show nothing to click.
  urls: list(MAX_TERMS_LINKS, entry({ text: text(200, REQUIRED), url }, 2)),
  // The snippet's own marker: the caller already chose the type.
  _widgetType: ['', () => SKIP],
};

/** Ranges of the numeric leaves by key (WHOLE: whole numbers only); any other number is a gap of 0–200 px. */
const NUMBERS: Record<string, [number, number, typeof WHOLE?]> = {
  borderRadius: [0, 1000],
  base: [8, 72],
  large: [8, 96],
  normal: [100, 900],
  medium: [100, 900],
  title: [0.5, 4],
  text: [0.5, 4],
  minNights: [1, 365, WHOLE],
  maxNights: [0, 3650, WHOLE],
};

/** The rule of a setting, from its key and default: a settings object becomes an `entry` of its members' rules. */
function ruleOf(key: string, def: unknown): Rule {
  if (hasOwn(SPECIAL, key)) return SPECIAL[key]!;
  if (typeof def === 'boolean') return bool;
  if (typeof def === 'number') return num(...(NUMBERS[key] ?? [0, 200]));
  if (isString(def)) return def[0] === '#' ? hex : key === 'border' ? border : text();
  return settings(def as Obj);
}

/** The rule of a settings object: its default's members (plus `extra` keys that have no default). */
export const settings = (defs: Obj, extra: readonly string[] = []): Rule => {
  const members: Record<string, Rule> = {};
  for (const key of [...Object.keys(defs), ...extra]) members[key] = ruleOf(key, defs[key]);
  return entry(members, 0, defs);
};

/** The rule of a whole configuration of a widget type (its defaults and optional keys), as sanitizeForWidget checks it. */
export const widgetRule = ({ defaults, optional }: WidgetDefaults<WidgetType>): Rule => settings(defaults as unknown as Obj, [...optional, '_widgetType']);

/**
 * What `rule` keeps of `value` at `path`: the value as the widget would hold it (trimmed, lower-cased, …), null
 * for a value that means "none", or undefined when the widget would drop or replace it (any warning counts); and
 * the warnings. For the model's value rules (value-rules.ts); no widget calls it.
 */
export function keptBy(rule: Rule, value: unknown, path = ''): { kept: unknown; warnings: SanitizeWarning[] } {
  const { checked, skip, warnings: mine } = checkBy(rule, value, path);
  return { kept: mine.length || checked === undefined ? undefined : skip ? null : checked, warnings: mine };
}

/**
 * `rule`'s check of `value` at `path` on its own: what it returns (undefined: invalid; `skip`: leave out) and the
 * warnings it gave. For the settings of the configuration model that no widget checks (./color-scheme.ts, ./embed.ts).
 */
export function checkBy(rule: Rule, value: unknown, path: string): { checked: unknown; skip: boolean; warnings: SanitizeWarning[] } {
  const outer = warnings;
  const mine: SanitizeWarning[] = (warnings = []);
  try {
    const checked = rule[1](value, path);
    return { checked, skip: checked === SKIP, warnings: mine };
  } finally {
    warnings = outer;
  }
}

/**
 * Validates untrusted configuration input against a widget type's defaults (`BOOKING_DEFAULTS`, …): what a
 * widget renders from. Returns a complete config (valid values kept, invalid or missing ones defaulted, unknown
 * keys dropped, other types' texts dropped silently) and a warning per dropped or replaced value (at most 100,
 * then one summary). Never throws.
 */
export function sanitizeForWidget<T extends WidgetType>(
  { defaults, optional }: WidgetDefaults<T>,
  untrusted: unknown,
): SanitizeResult<T, RenderConfigByType[T]> {
  const outer = warnings;
  const mine: SanitizeWarning[] = (warnings = []);
  let config: Obj;
  try {
    const rule = settings(defaults as unknown as Obj, [...optional, '_widgetType']);
    config = rule[1](untrusted, '') as Obj;
    if (!config) {
      if (untrusted !== undefined) warn('', 'a configuration object', untrusted, 'using the defaults');
      config = clonePlain(defaults) as unknown as Obj;
    }
    const days = config.daysConfig as { minNights: number; maxNights: number } | undefined;
    if (days && days.maxNights && days.maxNights < days.minNights) {
      warn('daysConfig.maxNights', `0 (no maximum) or at least minNights (${days.minNights})`, days.maxNights, 'using 0');
      days.maxNights = 0;
    }
  } catch (error) {
    // Only reachable through a hostile object the guards above did not foresee: still no throw.
    warn('', 'a readable configuration', error, 'using the defaults');
    config = clonePlain(defaults) as unknown as Obj;
  } finally {
    warnings = outer;
  }
  const more = mine.length - 100;
  if (more > 0) mine.splice(100, more, { path: '', message: `${more} more warnings omitted` });
  return { config: config as unknown as RenderConfigByType[T], warnings: mine };
}
