import type { Rng } from './prng';

/**
 * Random widget configurations for the round-trip and fuzz tests, built from the runtime's value rules
 * (`valueRules(type)` of `@bookla/runtime/config`): every value is one the widgets keep unchanged (each rule's own
 * `keeps` decides, so the generator never restates a limit), while texts are as nasty as owners' texts get: quotes,
 * backslashes, '</script>', U+2028/U+2029, braces, other init calls, emoji and right-to-left script.
 *
 * The rules are passed in rather than imported: the runtime's own tests use this package, so test-utils depending
 * on the runtime would make a cycle in the package graph. `ValueRuleLike` is the part of a rule the generator reads.
 */

export interface ValueRuleLike {
  kind: string;
  path: string;
  keeps(value: unknown): unknown;
  accepts(value: unknown): boolean;
  deprecated?: true;
  min?: number;
  max?: number;
  whole?: boolean;
  maxLength?: number;
  required?: boolean;
  examples?: readonly string[];
  values?: readonly string[];
  maxWidth?: number;
  styles?: readonly string[];
  parts?: number;
  item?: ValueRuleLike;
  members?: Readonly<Record<string, ValueRuleLike>>;
}

export interface RandomConfigOptions {
  /** The chance that each setting of a settings object is set (list entries set each member at 0.8). Default 0.4. */
  fill?: number;
}

const HEX = [...'0123456789abcdefABCDEF'];
export const hexColour = (r: Rng) => '#' + Array.from({ length: r.pick([3, 6]) }, () => r.pick(HEX)).join('');

const WORDS = [
  'Book',
  'Jetzt buchen',
  'Réserver',
  '予約',
  'احجز',
  '</script>',
  '<!--',
  '<b>&amp;</b>',
  '"q"',
  "it's",
  '\\',
  '\\"',
  '\u2028',
  '\u2029',
  '{date}',
  '{',
  '}}',
  '🙂',
  '\ttab',
  'line\nbreak',
  'initSubscriptionWidget(el, {"a":1})',
  'initGiftCardWidget(x,',
  'const config = {"apiKey":"evil"};',
  '${alert(1)}',
  '`tick`',
  '__proto__',
];
/** One to four of the nasty words. */
export const phrase = (r: Rng) => Array.from({ length: r.int(1, 4) }, () => r.pick(WORDS)).join(r.pick([' ', '', ', ']));

const URLS = ['/terms', 'https://x.example/privacy', 'rules#a', '/account/login', 'https://shop.example/login?next=%2F', 'http://127.0.0.1:4010/api', '/api'];

/** Equal as JSON values (what a snippet carries). */
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Whether `kept` holds `given`: every member given, at any depth, as it was (lists whole). */
const holds = (kept: unknown, given: unknown): boolean =>
  isObject(given) ? isObject(kept) && Object.entries(given).every(([key, v]) => holds(kept[key], v)) : same(kept, given);



/** A candidate for `rule`: not always valid; `randomValue` keeps the first one the rule keeps unchanged. */
function candidate(r: Rng, rule: ValueRuleLike, fill: number): unknown {
  switch (rule.kind) {
    case 'colour':
      return hexColour(r);
    case 'number': {
      const { min = 0, max = 0, whole } = rule;
      if (r.chance(0.2)) return r.pick([min, max]);
      const n = min + r.next() * (max - min);
      return whole ? Math.round(n) : Math.round(n * 10) / 10;
    }
    case 'text': {
      if (rule.examples) return r.pick(rule.examples);
      if (!rule.required && r.chance(0.1)) return '';
      const text = phrase(r);
      return text.length > rule.maxLength! ? text.slice(0, rule.maxLength) : text;
    }
    case 'border':
      return r.chance(0.25) ? 'none' : `${r.int(0, rule.maxWidth!)}px ${r.pick(rule.styles!)} ${hexColour(r)}`;
    case 'padding':
      return r.chance(0.5) ? r.int(0, rule.max!) : Array.from({ length: r.int(1, rule.parts!) }, () => `${r.int(0, rule.max!)}px`).join(' ');
    case 'choice':
      return r.pick(rule.values!);
    case 'boolean':
      return r.chance(0.5);
    case 'url':
      return r.pick(URLS);
    case 'date':
      return `20${r.int(26, 39)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
    case 'list':
      return Array.from({ length: r.int(0, Math.min(rule.max!, 4)) }, () => randomValue(r, rule.item!, { fill: 0.8 }));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, member] of Object.entries(rule.members!)) {
        if (member.kind === 'marker' || member.deprecated || !r.chance(fill)) continue;
        const value = randomValue(r, member, { fill });
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/**
 * A random value that `rule` keeps exactly as it is; undefined for what nothing generates (a marker, an object whose
 * members the rules do not list). A settings object or list entry is kept when each member given is, and comes back
 * as the widget holds it, its other members completed (a gradient's second colour, a field's defaults): what a
 * configurator writes, and what a list, replaced whole and never merged, must hold. Throws, naming the setting, when
 * 200 tries found none: a rule the candidates above cannot meet.
 */
export function randomValue(r: Rng, rule: ValueRuleLike, { fill = 0.4 }: RandomConfigOptions = {}): unknown {
  if (rule.kind === 'marker' || (rule.kind === 'object' && !Object.keys(rule.members ?? {}).length)) return undefined;
  for (let i = 0; i < 200; i++) {
    const value = candidate(r, rule, fill);
    const kept = rule.keeps(value);
    if (holds(kept, value)) return rule.kind === 'object' ? kept : value;
  }
  throw new Error(`no random value the rule of '${rule.path || 'the configuration'}' keeps`);
}

/**
 * A random partial configuration: each setting set with the chance `fill` (0.4 by default; 1 sets every one), every
 * value one the widgets keep, and the whole kept by the configuration's own rule (which also checks settings
 * against each other, such as a stay's most nights against its fewest).
 */
export function randomConfig<C extends object = Record<string, unknown>>(r: Rng, rules: ValueRuleLike, { fill = 0.4 }: RandomConfigOptions = {}): C {
  for (let i = 0; i < 200; i++) {
    const config = candidate(r, rules, fill) as C;
    if (rules.accepts(config)) return config;
  }
  throw new Error('no random configuration its rules keep');
}
