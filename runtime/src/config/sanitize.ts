import {
  clonePlain,
  DEFAULT_LOCALIZATION,
  DEFAULT_THEME,
  frozenDefaults,
  normalizeWidgetType,
} from './defaults';
import { hasOwn, isPlainObject, isUnsafeKey } from './merge';
import type { SanitizeWarning, WidgetConfigByType, WidgetType } from './types';

/**
 * Turns untrusted input (a pasted snippet, a host page's object, a canvas record) into a complete, valid
 * configuration. Never throws: whatever is wrong falls back to the default and leaves a warning naming the
 * dotted path and what was received. The walk is driven by the expected shape, never by the input, so cycles,
 * huge objects and prototype-pollution keys cannot steer it.
 */

export interface SanitizeResult<T extends WidgetType> {
  /** The complete configuration: valid input kept, everything else defaulted. */
  config: WidgetConfigByType[T];
  /** One entry per value that was dropped or replaced. */
  warnings: SanitizeWarning[];
}

// Caps keep a hostile config from costing memory or time in the widget; real configs stay far below them.
const MAX_TEXT = 1000;
const MAX_ID = 200;
const MAX_LIST = 100;
const MAX_FIELDS = 50;
const MAX_LINKS = 10;
const MAX_GRADIENT_COLORS = 10;
const MAX_WARNINGS = 100;

const FAIL = Symbol('fail');
type Checked = unknown | typeof FAIL;

class Context {
  warnings: SanitizeWarning[] = [];
  private dropped = 0;
  warn(path: string, message: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push({ path, message });
    else this.dropped++;
  }
  finish(): SanitizeWarning[] {
    if (this.dropped > 0) this.warnings.push({ path: '', message: `${this.dropped} more warnings omitted` });
    return this.warnings;
  }
}

/** What a warning says was received: short, and safe for any value (no JSON of cyclic objects). */
function describe(value: unknown): string {
  try {
    if (typeof value === 'string') {
      const shown = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
      return value.length > 40 ? `${shown} (${value.length} characters)` : shown;
    }
    if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') {
      return String(value);
    }
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'function') return 'a function';
    if (typeof value === 'symbol') return 'a symbol';
    if (Array.isArray(value)) return `an array of ${value.length} items`;
    if (isPlainObject(value)) return 'an object';
    const name = Object.getPrototypeOf(value)?.constructor?.name;
    return typeof name === 'string' && name ? `a ${name}` : 'an object';
  } catch {
    return 'an unreadable value';
  }
}

/** Own enumerable keys, or none when the object refuses to list them (a hostile Proxy). */
function keysOf(value: Record<string, unknown>): string[] {
  try {
    return Object.keys(value);
  } catch {
    return [];
  }
}

/** An own member, or undefined when absent or when reading it throws (a hostile getter). */
function read(value: Record<string, unknown>, key: string): unknown {
  try {
    return hasOwn(value, key) ? value[key] : undefined;
  } catch {
    return undefined;
  }
}

function plainObject(value: unknown): value is Record<string, unknown> {
  try {
    return isPlainObject(value);
  } catch {
    return false;
  }
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

// ---- leaf rules -------------------------------------------------------------------------------------------

interface Rule {
  /** What a valid value looks like, for the warning. */
  expect: string;
  check(value: unknown, path: string, ctx: Context): Checked;
}

const rule = (expect: string, check: (value: unknown, path: string, ctx: Context) => Checked): Rule => ({
  expect,
  check,
});

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hex = rule('a hex colour (#rgb or #rrggbb)', (v) => (typeof v === 'string' && HEX.test(v) ? v : FAIL));

const BORDER = /^(\d{1,2}(?:\.\d+)?px|0)\s+(solid|dashed|dotted)\s+(#[0-9a-f]{6}|#[0-9a-f]{3})$/i;
const border = rule("'width style #colour' (0–20px; solid, dashed or dotted) or 'none'", (v) => {
  if (typeof v !== 'string' || v.length > 60) return FAIL;
  const text = v.trim();
  if (text === 'none') return text;
  const m = BORDER.exec(text);
  return m && parseFloat(m[1]!) <= 20 ? text : FAIL;
});

const PX = /^(?:0|\d{1,3}(?:\.\d+)?px)$/;
const MAX_PADDING = 200;
const padding = rule(`a number from 0 to ${MAX_PADDING}, or 1–4 px values such as '8px 16px'`, (v) => {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 && v <= MAX_PADDING ? v : FAIL;
  if (typeof v !== 'string' || v.length > 60) return FAIL;
  const parts = v.trim().split(/\s+/);
  const ok = parts.length <= 4 && parts.every((p) => PX.test(p) && parseFloat(p) <= MAX_PADDING);
  return ok ? parts.join(' ') : FAIL;
});

function num(min: number, max: number, integer = false): Rule {
  return rule(`${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`, (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && (!integer || Number.isInteger(v))
      ? v
      : FAIL,
  );
}

const bool = rule('true or false', (v) => (typeof v === 'boolean' ? v : FAIL));

function oneOf<T extends string>(values: readonly T[]): Rule {
  return rule(`one of ${values.map((x) => `'${x}'`).join(', ')}`, (v) =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? v : FAIL,
  );
}

// Control characters have no place in a label and would break headers when they end up in an API key.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
function text(max = MAX_TEXT): Rule {
  return rule(`a string of at most ${max} characters`, (v) =>
    typeof v === 'string' && v.length <= max && !CONTROL.test(v) ? v : FAIL,
  );
}
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
function id(allowEmpty: boolean): Rule {
  return rule(`${allowEmpty ? 'a' : 'a non-empty'} string of at most ${MAX_ID} characters`, (v) =>
    typeof v === 'string' && (allowEmpty || v.trim() !== '') && v.length <= MAX_ID && !LINE_CONTROL.test(v)
      ? v
      : FAIL,
  );
}

/**
 * http(s) or relative. Rejects every other scheme (javascript:, data:, vbscript:, …), protocol-relative
 * '//host' and backslash forms ('/\host' is read as '//host' by browsers), and whitespace or control
 * characters that browsers strip before parsing ('java\tscript:').
 */
export function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return false;
  if (/[\s\\]/.test(value) || LINE_CONTROL.test(value)) return false;
  if (value.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return true;
  if (!/^https?$/i.test(scheme[1]!)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}
const url = rule('an http(s) or relative URL', (v) => (isSafeUrl(v) ? v : FAIL));

/** A calendar date that exists: 'YYYY-MM-DD' (2025-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const isoDate = rule("a real date as 'YYYY-MM-DD'", (v) => (isIsoDate(v) ? v : FAIL));

const locale = rule("a BCP 47 locale such as 'en-US'", (v) => {
  if (typeof v !== 'string' || !/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(v) || v.length > 35) return FAIL;
  try {
    return Intl.getCanonicalLocales(v).length === 1 ? v : FAIL;
  } catch {
    return FAIL;
  }
});

// The font list ends up in a CSS custom property: no ';', braces, 'url(' or escapes can pass.
const fontFamily = rule('a font list such as "Inter, sans-serif"', (v) =>
  typeof v === 'string' && v.trim() !== '' && v.length <= 200 && /^[\w\s,'"-]+$/.test(v) ? v : FAIL,
);

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;
const timestamp = rule('an RFC 3339 timestamp', (v) =>
  typeof v === 'string' && RFC3339.test(v) && !Number.isNaN(Date.parse(v)) ? v : FAIL,
);

// ---- shapes ---------------------------------------------------------------------------------------------

/** A nested shape: leaf rules, sub-shapes, or custom handlers for lists and records. */
interface Shape {
  [key: string]: Rule | Shape | Custom;
}
interface Custom {
  custom(value: unknown, fallback: unknown, path: string, ctx: Context): unknown;
}

const isRule = (x: Rule | Shape | Custom): x is Rule => typeof (x as Rule).check === 'function';
const isCustom = (x: Rule | Shape | Custom): x is Custom => typeof (x as Custom).custom === 'function';

/** Applies a shape to `input`, taking every invalid or missing member from `fallback`. */
function applyShape(
  input: Record<string, unknown>,
  shape: Shape,
  fallback: Record<string, unknown>,
  path: string,
  ctx: Context,
  ignore: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const spec = shape[key]!;
    const value = read(input, key);
    const def = fallback[key];
    const at = join(path, key);
    if (isCustom(spec)) {
      const result = spec.custom(value, def, at, ctx);
      if (result !== undefined) out[key] = result;
      continue;
    }
    if (value === undefined) {
      if (def !== undefined) out[key] = clonePlain(def);
      continue;
    }
    if (isRule(spec)) {
      const checked = spec.check(value, at, ctx);
      if (checked !== FAIL) out[key] = checked;
      else {
        ctx.warn(at, `expected ${spec.expect}, received ${describe(value)}; ${fallbackNote(def)}`);
        if (def !== undefined) out[key] = clonePlain(def);
      }
    } else if (plainObject(value)) {
      out[key] = applyShape(value, spec, def as Record<string, unknown>, at, ctx);
    } else {
      ctx.warn(at, `expected an object, received ${describe(value)}; using the defaults`);
      out[key] = clonePlain(def);
    }
  }
  for (const key of keysOf(input)) {
    if (hasOwn(shape, key) && !isUnsafeKey(key)) continue;
    if (ignore.includes(key)) continue;
    ctx.warn(join(path, key), `unknown setting (received ${describe(read(input, key))}); dropped`);
  }
  return out;
}

const fallbackNote = (def: unknown) =>
  def === undefined ? 'left out' : `using the default ${typeof def === 'string' ? JSON.stringify(def) : describe(def)}`;

/** An optional member: absent stays absent, invalid is dropped with a warning. */
function optional(r: Rule, empty: readonly unknown[] = [undefined]): Custom {
  return {
    custom(value, _fallback, path, ctx) {
      if (empty.includes(value)) return undefined;
      const checked = r.check(value, path, ctx);
      if (checked !== FAIL) return checked;
      ctx.warn(path, `expected ${r.expect}, received ${describe(value)}; left out`);
      return undefined;
    },
  };
}

/**
 * A list whose entries are checked one by one: a bad entry is dropped with a warning naming its index, the
 * rest are kept. A non-array falls back to the default list.
 */
function list(
  max: number,
  entry: (value: unknown, path: string, ctx: Context) => unknown | typeof FAIL,
  uniqueKey?: string,
): Custom {
  return {
    custom(value, fallback, path, ctx) {
      if (value === undefined) return clonePlain(fallback);
      if (!Array.isArray(value)) {
        ctx.warn(path, `expected a list, received ${describe(value)}; using the default`);
        return clonePlain(fallback);
      }
      const out: unknown[] = [];
      const seen = new Set<unknown>();
      const length = Math.min(value.length, max);
      if (value.length > max) ctx.warn(path, `more than ${max} entries (received ${value.length}); the rest dropped`);
      for (let i = 0; i < length; i++) {
        const at = join(path, i);
        const checked = entry(value[i], at, ctx);
        if (checked === FAIL) continue;
        if (uniqueKey) {
          const k = (checked as Record<string, unknown>)[uniqueKey];
          if (seen.has(k)) {
            ctx.warn(at, `duplicate ${uniqueKey} ${JSON.stringify(k)}; dropped`);
            continue;
          }
          seen.add(k);
        }
        out.push(checked);
      }
      return out;
    },
  };
}

/** An entry object: `required` members must be valid or the entry is dropped; optional ones are dropped alone. */
function entry(
  required: Record<string, Rule>,
  optionalMembers: Record<string, Rule>,
  defaults: Record<string, unknown> = {},
) {
  return (value: unknown, path: string, ctx: Context): unknown => {
    if (!plainObject(value)) {
      ctx.warn(path, `expected an object, received ${describe(value)}; entry dropped`);
      return FAIL;
    }
    const out: Record<string, unknown> = {};
    for (const [key, r] of Object.entries(required)) {
      const v = read(value, key);
      const checked = v === undefined ? FAIL : r.check(v, join(path, key), ctx);
      if (checked === FAIL) {
        ctx.warn(join(path, key), `expected ${r.expect}, received ${describe(v)}; entry dropped`);
        return FAIL;
      }
      out[key] = checked;
    }
    for (const [key, r] of Object.entries(optionalMembers)) {
      const v = read(value, key);
      if (v === undefined) {
        if (defaults[key] !== undefined) out[key] = defaults[key];
        continue;
      }
      const checked = r.check(v, join(path, key), ctx);
      if (checked !== FAIL) out[key] = checked;
      else {
        ctx.warn(join(path, key), `expected ${r.expect}, received ${describe(v)}; ${fallbackNote(defaults[key])}`);
        if (defaults[key] !== undefined) out[key] = defaults[key];
      }
    }
    for (const key of keysOf(value)) {
      if ((hasOwn(required, key) || hasOwn(optionalMembers, key)) && !isUnsafeKey(key)) continue;
      ctx.warn(join(path, key), `unknown setting (received ${describe(read(value, key))}); dropped`);
    }
    return out;
  };
}

// ---- theme ----------------------------------------------------------------------------------------------

const stateShape = (secondary: boolean): Shape => ({
  background: hex,
  text: hex,
  ...(secondary ? { secondaryText: hex } : {}),
  border,
});
const statesShape = (states: readonly string[], secondary: boolean): Shape =>
  Object.fromEntries(states.map((s) => [s, stateShape(secondary)]));

const colorsShape: Shape = {
  background: hex,
  text: hex,
  secondaryText: hex,
  error: hex,
  success: hex,
  border: hex,
  button: statesShape(['normal', 'hover', 'disabled'], false),
  secondaryButton: statesShape(['normal', 'hover', 'disabled'], false),
  iconButton: statesShape(['normal', 'hover', 'disabled'], false),
  item: statesShape(['normal', 'selected', 'hover', 'disabled'], true),
  list: statesShape(['normal', 'selected'], true),
  form: statesShape(['normal', 'error'], false),
  summary: stateShape(true),
};

/** Gradient keys: the colour paths whose background a gradient may replace ('background', 'button.hover', …). */
const GRADIENT_KEYS: ReadonlySet<string> = new Set([
  'background',
  'summary',
  ...['button', 'secondaryButton', 'iconButton', 'item', 'list', 'form'].flatMap((group) =>
    Object.keys((DEFAULT_THEME.colors as unknown as Record<string, object>)[group]!).map((s) => `${group}.${s}`),
  ),
]);

const RADIAL_POSITIONS = [
  'center',
  'top',
  'top right',
  'right',
  'bottom right',
  'bottom',
  'bottom left',
  'left',
  'top left',
] as const;
const gradientType = oneOf(['solid', 'linear', 'radial'] as const);
const radialPosition = oneOf(RADIAL_POSITIONS);
const angle = num(0, 360);

function gradient(value: unknown, path: string, ctx: Context): unknown {
  if (!plainObject(value)) {
    ctx.warn(path, `expected a gradient object, received ${describe(value)}; dropped`);
    return FAIL;
  }
  const type = read(value, 'type');
  if (gradientType.check(type, path, ctx) === FAIL) {
    ctx.warn(join(path, 'type'), `expected ${gradientType.expect}, received ${describe(type)}; gradient dropped`);
    return FAIL;
  }
  const colors = list(MAX_GRADIENT_COLORS, (c, at, cx) => {
    if (HEX.test(typeof c === 'string' ? c : '')) return c;
    cx.warn(at, `expected ${hex.expect}, received ${describe(c)}; dropped`);
    return FAIL;
  }).custom(read(value, 'colors'), [], join(path, 'colors'), ctx) as string[];
  // The picker never lets a gradient have fewer than two stops; white is its filler colour (configurator §5).
  while (type !== 'solid' && colors.length < 2) colors.push('#ffffff');
  const out: Record<string, unknown> = { type, colors };
  const a = read(value, 'angle');
  if (a !== undefined) {
    if (angle.check(a, path, ctx) !== FAIL) out.angle = a;
    else ctx.warn(join(path, 'angle'), `expected ${angle.expect}, received ${describe(a)}; using 90`);
  }
  const p = read(value, 'position');
  if (p !== undefined) {
    if (radialPosition.check(p, path, ctx) !== FAIL) out.position = p;
    else ctx.warn(join(path, 'position'), `expected ${radialPosition.expect}, received ${describe(p)}; using 'center'`);
  }
  for (const key of keysOf(value)) {
    if (['type', 'colors', 'angle', 'position'].includes(key)) continue;
    ctx.warn(join(path, key), `unknown setting (received ${describe(read(value, key))}); dropped`);
  }
  return out;
}

const gradients: Custom = {
  custom(value, _fallback, path, ctx) {
    if (value === undefined) return {};
    if (!plainObject(value)) {
      ctx.warn(path, `expected an object of gradients, received ${describe(value)}; using none`);
      return {};
    }
    const out: Record<string, unknown> = {};
    for (const key of keysOf(value)) {
      const at = join(path, key);
      if (!GRADIENT_KEYS.has(key)) {
        ctx.warn(at, `not a colour that takes a gradient (received ${describe(read(value, key))}); dropped`);
        continue;
      }
      const g = gradient(read(value, key), at, ctx);
      if (g !== FAIL) out[key] = g;
    }
    return out;
  },
};

const radius = num(0, 1000);
const gap = num(0, 200);
const box: Shape = { padding, borderRadius: radius };

const themeShape: Shape = {
  colors: colorsShape,
  _gradients: gradients,
  spacing: {
    padding,
    borderRadius: radius,
    gridGap: gap,
    rowGap: gap,
    sectionGap: gap,
    text: { gap, labelGap: gap },
    button: box,
    iconButton: box,
    item: box,
    list: box,
    form: box,
    summary: box,
  },
  typography: {
    fontFamily,
    fontSize: { base: num(8, 72), large: num(8, 96) },
    fontWeight: { normal: num(100, 900), medium: num(100, 900) },
    lineHeight: { title: num(0.5, 4), text: num(0.5, 4) },
  },
};

// ---- localization ---------------------------------------------------------------------------------------

const loginUrl: Custom = {
  custom(value, fallback, path, ctx) {
    if (value === undefined) return fallback;
    // The configurator stores a cleared login URL as null (configurator §3): no login button target.
    if (value === null || value === '') return null;
    if (isSafeUrl(value)) return value;
    ctx.warn(path, `expected ${url.expect} or null, received ${describe(value)}; using the default ${JSON.stringify(fallback)}`);
    return fallback;
  },
};

/** Every localization leaf is plain text (widgets render it as text, never HTML), except the few below. */
function textShape(defaults: Record<string, unknown>): Shape {
  const shape: Shape = {};
  for (const [key, value] of Object.entries(defaults)) {
    shape[key] = typeof value === 'string' ? text() : textShape(value as Record<string, unknown>);
  }
  return shape;
}
const localizationShape: Shape = {
  ...textShape(DEFAULT_LOCALIZATION as unknown as Record<string, unknown>),
  locale,
  times: {
    ...textShape(DEFAULT_LOCALIZATION.times as unknown as Record<string, unknown>),
    loginUrl,
  },
  terms: {
    acceptText: text(),
    urls: list(MAX_LINKS, entry({ text: text(200), url }, {})),
  },
};

// ---- top level ------------------------------------------------------------------------------------------

const customField = entry(
  {
    type: oneOf(['text', 'number', 'textarea', 'phone', 'url', 'select', 'multiselect'] as const),
    labelText: rule('a non-empty string of at most 200 characters', (v) =>
      typeof v === 'string' && v.trim() !== '' && v.length <= 200 && !CONTROL.test(v) ? v : FAIL,
    ),
  },
  {
    required: bool,
    errorText: text(500),
    inputWidth: oneOf(['auto / span 1', 'auto / span 2'] as const),
    options: text(5000),
  },
  { required: false, errorText: '', inputWidth: 'auto / span 1' },
);

function formField(value: unknown, path: string, ctx: Context): unknown {
  const field = customField(value, path, ctx) as Record<string, unknown> | typeof FAIL;
  if (field === FAIL) return FAIL;
  const isSelect = field.type === 'select' || field.type === 'multiselect';
  if (isSelect && (typeof field.options !== 'string' || field.options.trim() === '')) {
    ctx.warn(join(path, 'options'), `a ${String(field.type)} field needs options, received ${describe(read(value as Record<string, unknown>, 'options'))}; entry dropped`);
    return FAIL;
  }
  if (!isSelect && field.options !== undefined) {
    ctx.warn(join(path, 'options'), `options apply only to select fields (type is '${String(field.type)}'); dropped`);
    delete field.options;
  }
  return field;
}

const tokens: Custom = {
  custom(value, _fallback, path, ctx) {
    if (value === undefined) return undefined;
    if (value === null) return null;
    const t = entry({ accessToken: text(8192), refreshToken: text(8192), expiresAt: timestamp }, {})(value, path, ctx);
    if (t !== FAIL && (t as Record<string, string>).accessToken !== '' && (t as Record<string, string>).refreshToken !== '') {
      return t;
    }
    if (t !== FAIL) ctx.warn(path, 'accessToken and refreshToken must not be empty; tokens dropped');
    else ctx.warn(path, 'tokens dropped');
    return undefined;
  },
};

const credential = id(true);
const baseShape: Shape = {
  apiKey: credential,
  companyId: credential,
  region: rule("'us' or 'eu'", (v) => (v === 'us' || v === 'eu' ? v : FAIL)),
  apiUrl: optional(url, [undefined, null, '']),
  transitionType: oneOf(['slide', 'fade', 'flip', 'stack'] as const),
  guestEnabled: bool,
  termsEnabled: bool,
  customFormFields: list(MAX_FIELDS, formField),
  theme: themeShape,
  localization: localizationShape,
  tokens,
};

const overrideText = { title: text(), description: text() };
const SHAPES: { readonly [T in WidgetType]: Shape } = {
  booking: {
    ...baseShape,
    serviceId: credential,
    showServiceSelector: bool,
    codeEnabled: bool,
    hideResourcePicker: bool,
    preselectedDate: optional(isoDate, [undefined, null, '']),
    priceConfig: { showPrice: bool, showComparedPrice: bool, showDecimalPlaces: bool },
    daysConfig: { minNights: num(1, 365, true), maxNights: num(0, 3650, true) },
    servicesConfig: list(
      MAX_LIST,
      entry(
        { serviceId: id(false) },
        { ...overrideText, hideResourcePicker: bool, selectResourceTitle: text(), anyResourceOption: text() },
      ),
      'serviceId',
    ),
  },
  subscription: {
    ...baseShape,
    subscriptionId: optional(id(false), [undefined, null, '']),
    subscriptionsConfig: list(MAX_LIST, entry({ subscriptionId: id(false) }, overrideText), 'subscriptionId'),
  },
  giftcard: {
    ...baseShape,
    giftCardId: optional(id(false), [undefined, null, '']),
    giftCardsConfig: list(MAX_LIST, entry({ giftCardId: id(false) }, overrideText), 'giftCardId'),
  },
};

/**
 * Validates untrusted configuration input for a widget type. Returns a complete config (valid values kept,
 * invalid or missing ones defaulted, unknown keys dropped) and a warning per dropped or replaced value.
 * Never throws.
 */
export function sanitizeConfig<T extends WidgetType>(type: T, untrusted: unknown): SanitizeResult<T> {
  const kind = normalizeWidgetType(type);
  const ctx = new Context();
  const defaults = frozenDefaults(kind) as unknown as Record<string, unknown>;
  try {
    if (!plainObject(untrusted)) {
      if (untrusted !== undefined) {
        ctx.warn('', `expected a configuration object, received ${describe(untrusted)}; using the defaults`);
      }
      return { config: clonePlain(defaults) as unknown as WidgetConfigByType[T], warnings: ctx.finish() };
    }
    // _widgetType is the snippet's own marker; the caller already chose the type.
    const config = applyShape(untrusted, SHAPES[kind], defaults, '', ctx, ['_widgetType']);
    const days = config.daysConfig as { minNights: number; maxNights: number } | undefined;
    if (days && days.maxNights !== 0 && days.maxNights < days.minNights) {
      ctx.warn('daysConfig.maxNights', `must be 0 (no maximum) or at least minNights (${days.minNights}), received ${days.maxNights}; using no maximum`);
      days.maxNights = 0;
    }
    return { config: config as unknown as WidgetConfigByType[T], warnings: ctx.finish() };
  } catch (error) {
    // Only reachable through a hostile object the guards above did not foresee: still no throw.
    ctx.warn('', `could not read the configuration (${describe(error)}); using the defaults`);
    return { config: clonePlain(defaults) as unknown as WidgetConfigByType[T], warnings: ctx.finish() };
  }
}
