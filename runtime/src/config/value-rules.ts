import { URL_MAX } from './checks';
import { schemeRules } from './color-scheme';
import { WIDGET_DEFAULTS, normalizeWidgetType } from './defaults';
import { embedRule } from './embed';
import {
  BORDER_STYLES,
  BORDER_WIDTH_MAX,
  FONT_FAMILY_MAX,
  LOCALE_MAX,
  PADDING_MAX,
  PADDING_PARTS,
  keptBy,
  widgetRule,
  type Rule,
} from './sanitize';
import { hasOwn } from './plain';
import { sanitizeConfig, widgetCheckedDefaults } from './sanitize-model';
import type { WidgetConfig, WidgetType } from './types';

/**
 * Each setting's value rule as the configurators and tests read it: its kind, limits, the message an owner reads
 * when a value is refused, and `keeps`, the widgets' own check. Built from the sanitizer's rules (each states what
 * a valid value looks like, and lists and settings objects their members), so a control built from it accepts
 * exactly what a widget keeps. The messages live here, in the model (`@bookla/runtime/config`), which no widget
 * imports: they never reach a visitor's download.
 */

interface RuleBase {
  /** Dotted path of the setting; `*` stands for any entry of a list ('customFormFields.*.labelText'). */
  path: string;
  /** The same path as keys (a gradient's key such as 'button.hover' holds a dot). */
  keys: readonly string[];
  /** What the owner reads when the value is refused. */
  message: string;
  /**
   * What a widget keeps of `value`: the value as it holds it (a border trimmed, a region lower-cased), null for a
   * value that means "none" (an empty login URL), or undefined when it would drop or replace it.
   */
  keeps(value: unknown): unknown;
  /** Whether a widget keeps `value` (`keeps(value) !== undefined`). */
  accepts(value: unknown): boolean;
  /** Kept only so older configurations still read as they did; nothing writes it any more. */
  deprecated?: true;
}
/** '#' and 3 or 6 hex digits, any case. */
export interface ColourRule extends RuleBase {
  kind: 'colour';
}
export interface NumberRule extends RuleBase {
  kind: 'number';
  min: number;
  max: number;
  /** Whole numbers only. */
  whole: boolean;
}
export interface TextRule extends RuleBase {
  kind: 'text';
  maxLength: number;
  /** Blank text (after trimming) is refused. */
  required: boolean;
  /** Values a widget keeps, for texts with a form of their own (a font list, a locale); the first shows in the message. */
  examples?: readonly string[];
}
export interface BorderRule extends RuleBase {
  kind: 'border';
  maxWidth: number;
  styles: readonly string[];
}
export interface PaddingRule extends RuleBase {
  kind: 'padding';
  /** The largest value in px. */
  max: number;
  /** The most values of a shorthand (top right bottom left). */
  parts: number;
}
export interface ChoiceRule extends RuleBase {
  kind: 'choice';
  values: readonly string[];
}
export interface BooleanRule extends RuleBase {
  kind: 'boolean';
}
export interface UrlRule extends RuleBase {
  kind: 'url';
  maxLength: number;
}
export interface DateRule extends RuleBase {
  kind: 'date';
}
export interface ListRule extends RuleBase {
  kind: 'list';
  max: number;
  item: ValueRule;
}
export interface ObjectRule extends RuleBase {
  kind: 'object';
  members: Readonly<Record<string, ValueRule>>;
}
/** A key the snippet writes for itself (`_widgetType`): never edited, never generated. */
export interface MarkerRule extends RuleBase {
  kind: 'marker';
}
export type ValueRule =
  | ColourRule
  | NumberRule
  | TextRule
  | BorderRule
  | PaddingRule
  | ChoiceRule
  | BooleanRule
  | UrlRule
  | DateRule
  | ListRule
  | ObjectRule
  | MarkerRule;

/** The owner-facing messages of each kind of rule. */
export const VALUE_MESSAGES = {
  colour: 'Use # and 3 or 6 hex digits',
  number: (min: number, max: number, whole: boolean) => `Use ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}`,
  text: (max: number, required: boolean) =>
    required ? `Enter text of at most ${max} characters` : `Use at most ${max} characters`,
  example: (example: string) => `Use a value such as ${example}`,
  border: `Use a width from 0 to ${BORDER_WIDTH_MAX} px, a style (${BORDER_STYLES.join(', ')}) and a colour of # and 3 or 6 hex digits`,
  padding: `Use 1 to ${PADDING_PARTS} numbers of px, each from 0 to ${PADDING_MAX}`,
  choice: (values: readonly string[]) => `Choose one of ${values.join(', ')}`,
  boolean: 'Use on or off',
  url: 'Use an http(s) address or a path such as /terms',
  date: 'Use a real date as YYYY-MM-DD',
  list: (max: number) => `Use at most ${max} entries`,
  object: 'Use the settings this entry offers',
} as const;

/** Texts whose form the sanitizer checks beyond their length: their limit and examples of kept values. */
const FORMED_TEXTS: Record<string, Pick<TextRule, 'maxLength' | 'examples'>> = {
  'a font list such as "Inter, sans-serif"': {
    maxLength: FONT_FAMILY_MAX,
    examples: ['Inter, sans-serif', "'Open Sans', Arial", 'Georgia, serif', '"Fira Sans"', 'system-ui, -apple-system, sans-serif'],
  },
  "a BCP 47 locale such as 'en-US'": { maxLength: LOCALE_MAX, examples: ['en-US', 'de', 'fr-CA', 'ja-JP', 'he-IL', 'pt-BR', 'ar-EG'] },
  'an RFC 3339 timestamp': { maxLength: 35, examples: ['2031-01-02T03:04:05Z', '2030-06-10T07:00:00.250+02:00'] },
};

/**
 * Settings nothing writes any more: `form.submitButton`, an older configuration's Form-step copy of `bookButton`,
 * which sanitizeConfig reads as `bookButton`.
 */
const DEPRECATED = ['localization.form.submitButton'];

/**
 * The most entries a list keeps, from the warning its rule gives a longer one ('expected at most 50 entries'): the
 * widgets' rule tuples carry no number they do not use themselves.
 */
const listMax = (rule: Rule): number =>
  Number(/expected at most (\d+) entries/.exec(keptBy(rule, new Array(100_000)).warnings[0]?.message ?? '')?.[1] ?? Infinity);

/** One setting's rule, from the sanitizer's rule tuple: [what a valid value looks like, check, members or item]. */
function describe(rule: Rule, keys: readonly string[]): ValueRule {
  const [expect, , nested] = rule;
  const path = keys.join('.');
  const keeps = (value: unknown) => keptBy(rule, value, path).kept;
  const base = {
    path,
    keys,
    keeps,
    accepts: (value: unknown) => keeps(value) !== undefined,
    ...(DEPRECATED.includes(path) ? { deprecated: true as const } : {}),
  };
  if (Array.isArray(nested)) {
    const max = listMax(rule);
    return { ...base, kind: 'list', max, item: describe(nested, [...keys, '*']), message: VALUE_MESSAGES.list(max) };
  }
  // A settings object without its members is the optional sign-in `tokens`, which only a host page passes: the
  // widgets' check still decides what is kept.
  if ((nested && typeof nested === 'object') || expect === 'an object') {
    const members: Record<string, ValueRule> = {};
    for (const [key, member] of Object.entries((nested ?? {}) as Record<string, Rule>)) members[key] = describe(member, [...keys, key]);
    return { ...base, kind: 'object', members, message: VALUE_MESSAGES.object };
  }
  let m: RegExpExecArray | null;
  if (expect.startsWith('a hex colour')) return { ...base, kind: 'colour', message: VALUE_MESSAGES.colour };
  if (expect.startsWith("'width style")) {
    return { ...base, kind: 'border', maxWidth: BORDER_WIDTH_MAX, styles: BORDER_STYLES, message: VALUE_MESSAGES.border };
  }
  if (expect.startsWith('a number from 0 to 200, or')) {
    return { ...base, kind: 'padding', max: PADDING_MAX, parts: PADDING_PARTS, message: VALUE_MESSAGES.padding };
  }
  if ((m = /^a (whole )?number from (\S+) to (\S+)$/.exec(expect))) {
    const [min, high, whole] = [Number(m[2]), Number(m[3]), !!m[1]];
    return { ...base, kind: 'number', min, max: high, whole, message: VALUE_MESSAGES.number(min, high, whole) };
  }
  if ((m = /^a (non-empty )?string of at most (\d+) characters$/.exec(expect))) {
    const [maxLength, required] = [Number(m[2]), !!m[1]];
    return { ...base, kind: 'text', maxLength, required, message: VALUE_MESSAGES.text(maxLength, required) };
  }
  const formed = FORMED_TEXTS[expect];
  if (formed) return { ...base, kind: 'text', required: true, ...formed, message: VALUE_MESSAGES.example(formed.examples![0]!) };
  if (expect.startsWith('one of ')) {
    const values = [...expect.matchAll(/'([^']*)'/g)].map((x) => x[1]!);
    return { ...base, kind: 'choice', values, message: VALUE_MESSAGES.choice(values) };
  }
  if (expect === 'true or false') return { ...base, kind: 'boolean', message: VALUE_MESSAGES.boolean };
  if (expect === 'an http(s) or relative URL') return { ...base, kind: 'url', maxLength: URL_MAX, message: VALUE_MESSAGES.url };
  if (expect.startsWith('a real date')) return { ...base, kind: 'date', message: VALUE_MESSAGES.date };
  if (expect === '') return { ...base, kind: 'marker', message: '' };
  // A rule the sanitizer gained without a description here: the model's test names it.
  throw new Error(`no value rule for ${path} (${expect})`);
}

const RULES: Partial<Record<WidgetType, ObjectRule>> = {};

/**
 * The value rules of a widget type's whole configuration: an object rule whose members are every setting (the
 * model's, every text of every type included, plus the type's optional keys such as `preselectedDate`). Its own
 * `keeps` is sanitizeConfig's: a configuration is kept when no value of it is dropped or replaced, the checks
 * between settings (a stay's most nights against its fewest) included; it gives the complete configuration.
 */
export function valueRules(type: WidgetType): ObjectRule {
  const kind = normalizeWidgetType(type);
  if (!RULES[kind]) {
    const root = describe(widgetRule({ ...WIDGET_DEFAULTS[kind], defaults: widgetCheckedDefaults(kind) } as never), []) as ObjectRule;
    // A configuration and its theme are kept by the model's check, which also checks the theme's scheme settings
    // and `embed`: those have their rules beside the widgets' (./color-scheme.ts, ./embed.ts), since no widget checks them.
    const modelKeeps = (value: unknown, pick: (config: WidgetConfig) => unknown = (config) => config) => {
      const { config, warnings } = sanitizeConfig(kind, value);
      return warnings.length ? undefined : pick(config);
    };
    const theme = root.members.theme as ObjectRule;
    const themeMembers = { ...theme.members };
    for (const [key, rule] of Object.entries(schemeRules())) themeMembers[key] = describe(rule, ['theme', key]);
    const themeKeeps = (value: unknown) => modelKeeps({ theme: value }, (config) => config.theme);
    const members = { ...root.members, embed: describe(embedRule(kind), ['embed']), theme: { ...theme, members: themeMembers, keeps: themeKeeps, accepts: (value: unknown) => themeKeeps(value) !== undefined } };
    RULES[kind] = { ...root, members, keeps: modelKeeps, accepts: (value) => modelKeeps(value) !== undefined };
  }
  return RULES[kind];
}

/**
 * The rule of the setting at `path` (the configurator's path array, or dotted where no key holds a dot; list
 * entries by index or `*`), or undefined for a path that is no setting.
 */
export function valueRule(path: string | readonly (string | number)[], type: WidgetType = 'booking'): ValueRule | undefined {
  let rule: ValueRule | undefined = valueRules(type);
  for (const key of typeof path === 'string' ? path.split('.') : path.map(String)) {
    if (rule?.kind === 'list') rule = rule.item;
    else if (rule?.kind === 'object') rule = hasOwn(rule.members, key) ? rule.members[key] : undefined;
    else return undefined;
  }
  return rule;
}

/** Every setting of a widget type's configuration, lists' entries' members included, depth first. */
export function everyValueRule(type: WidgetType): ValueRule[] {
  const out: ValueRule[] = [];
  const walk = (rule: ValueRule) => {
    if (rule.path) out.push(rule);
    if (rule.kind === 'object') Object.values(rule.members).forEach(walk);
    if (rule.kind === 'list') walk(rule.item);
  };
  walk(valueRules(type));
  return out;
}
