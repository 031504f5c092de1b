// The input rules of the settings controls, as pure functions so every rule is tested in a table. Their limits come
// from the runtime's value rules (`valueRule(path)`: what the widgets keep), so a control never applies what a
// widget would drop.
import {
  BORDER_STYLES,
  BORDER_WIDTH_MAX,
  CONTRAST_TEXT,
  contrastRatio,
  PADDING_MAX,
  PADDING_PARTS,
  valueRule,
  type Gradient,
  type GradientType,
  type ListRule,
  type RadialPosition,
  type ValueRule,
} from '@bookla/runtime/config';

/**
 * The value rule of the setting at `path` (the runtime model's: what the widgets keep), of the kind its control
 * edits. Throws for a path that is no such setting, so a control is never built without its rule.
 */
export function ruleAt<K extends ValueRule['kind']>(path: readonly (string | number)[], ...kinds: K[]): Extract<ValueRule, { kind: K }> {
  const rule = valueRule(path);
  if (!rule || !kinds.includes(rule.kind as K)) throw new Error(`${path.join('.')} is no ${kinds.join(' or ')} setting`);
  return rule as Extract<ValueRule, { kind: K }>;
}

/** Every colour's rule: '#' followed by 3 or 6 hex digits, any case. Anything else is never applied to the configuration. */
const COLOUR = valueRule(['theme', 'colors', 'text'])!;
export function isHexColor(text: string): boolean {
  return COLOUR.accepts(text);
}

/**
 * A number field's text as a value to apply, or null when it must not be applied: non-numeric text,
 * or a number outside [min, max]. The field then shows 0 (non-numeric) and the configuration keeps its value.
 */
export function parseNumberInput(text: string | number, min?: number, max?: number): number | null {
  const n = typeof text === 'number' ? text : text.trim() === '' ? NaN : Number(text);
  if (!Number.isFinite(n)) return null;
  if (min !== undefined && n < min) return null;
  if (max !== undefined && n > max) return null;
  return n;
}

/** The rule of every gradient's members (the background's stands for all: each slot has the same rule). */
const GRADIENT = ['theme', '_gradients', 'background'];
const ANGLE = valueRule([...GRADIENT, 'angle']) as Extract<ValueRule, { kind: 'number' }>;
/** The most colours a gradient keeps. */
export const GRADIENT_COLORS_MAX = (valueRule([...GRADIENT, 'colors']) as ListRule).max;

/** A gradient angle: whole degrees 0 to 360; anything else is ignored (null). */
export function parseAngle(value: string | number): number | null {
  const n = parseNumberInput(value, ANGLE.min, ANGLE.max);
  return n !== null && Number.isInteger(n) ? n : null;
}

export { BORDER_STYLES };
export type BorderStyle = (typeof BORDER_STYLES)[number];
export interface BorderParts {
  width: number;
  style: BorderStyle;
  color: string;
}

/** Reads 'width style color' (width 0–20 px) or 'none' (null). An unreadable value reads as none. */
export function parseBorder(value: string): BorderParts | null {
  const m = /^\s*(\d+(?:\.\d+)?)(px)?\s+(\S+)\s+(\S+)\s*$/i.exec(value);
  if (!m || (!m[2] && m[1] !== '0')) return null;
  const width = Number(m[1]);
  const style = m[3]!.toLowerCase() as BorderStyle;
  if (width > BORDER_WIDTH_MAX || !BORDER_STYLES.includes(style) || !isHexColor(m[4]!)) return null;
  return { width, style, color: m[4]! };
}

export function formatBorder(parts: BorderParts | null): string {
  return parts ? `${parts.width}px ${parts.style} ${parts.color}` : 'none';
}

/**
 * A padding as typed: a number, or 1 to 4 px values ('8', '8px 12px', '4 8 4 8') read as top, right,
 * bottom, left. Returns the value to store, or null when the text is not such a padding.
 */
export function parsePadding(text: string): number | string | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length < 1 || parts.length > PADDING_PARTS || parts[0] === '') return null;
  const nums: number[] = [];
  for (const p of parts) {
    const m = /^(\d+(?:\.\d+)?)(?:px)?$/.exec(p);
    if (!m || Number(m[1]) > PADDING_MAX) return null;
    nums.push(Number(m[1]));
  }
  return nums.length === 1 ? nums[0]! : nums.map((n) => `${n}px`).join(' ');
}

/**
 * What the control of a setting applies when the owner enters `input` (a field's text, a switch's or a select's
 * value): the value to store (null for an emptied address or date, which means none), or undefined when it applies
 * nothing and shows the rule's message. Each kind of control reads its limits from the setting's value rule and
 * applies only what the widgets keep (`rule.accepts`).
 */
export function controlValue(rule: ValueRule, input: unknown): unknown {
  const value = readControlInput(rule, input);
  return value !== undefined && rule.accepts(value) ? value : undefined;
}

/** How the control of `rule` reads `input` with the rule's limits, before the widgets' own check (undefined: refused). */
export function readControlInput(rule: ValueRule, input: unknown): unknown {
  // Number and padding fields show a stored number as its text; a field whose setting may be none shows it empty.
  const text =
    typeof input === 'string'
      ? input
      : typeof input === 'number' && (rule.kind === 'number' || rule.kind === 'padding')
        ? String(input)
        : input === null && rule.accepts(null)
          ? ''
          : undefined;
  let value: unknown;
  switch (rule.kind) {
    case 'colour':
      value = text !== undefined && isHexColor(text) ? text : undefined;
      break;
    case 'number': {
      const n = text === undefined ? null : parseNumberInput(input as string | number, rule.min, rule.max);
      value = n !== null && (!rule.whole || Number.isInteger(n)) ? n : undefined;
      break;
    }
    case 'border': {
      const parts = text === undefined ? null : parseBorder(text);
      value = text?.trim() === 'none' ? 'none' : parts ? formatBorder(parts) : undefined;
      break;
    }
    case 'padding':
      value = text === undefined ? undefined : (parsePadding(text) ?? undefined);
      break;
    case 'text':
      // Beyond its length, a text's form (a font list, a locale, no control characters) is the widgets' own check;
      // an emptied optional id means none.
      value = text !== undefined && text.length <= rule.maxLength && rule.accepts(text) ? (rule.keeps(text) === null ? null : text) : undefined;
      break;
    case 'url':
    case 'date':
      value = text === undefined ? undefined : text.trim() || null;
      value = rule.accepts(value) ? value : undefined;
      break;
    case 'choice':
      value = rule.values.includes(input as string) ? input : undefined;
      break;
    case 'boolean':
      value = typeof input === 'boolean' ? input : undefined;
      break;
  }
  return value;
}

export const RADIAL_POSITIONS: readonly RadialPosition[] = [
  'center',
  'top',
  'top right',
  'right',
  'bottom right',
  'bottom',
  'bottom left',
  'left',
  'top left',
];

const WHITE = '#ffffff';

/** Switching type: linear and radial need two colours, so a white one is added when there are fewer. */
export function setGradientType(g: Gradient, type: GradientType): Gradient {
  const colors = g.colors.length ? [...g.colors] : [WHITE];
  if (type !== 'solid') while (colors.length < 2) colors.push(WHITE);
  const next: Gradient = { type, colors };
  if (type === 'linear') next.angle = g.angle ?? 90;
  if (type === 'radial') next.position = g.position ?? 'center';
  return next;
}

/** Adding is offered only for linear and radial, up to the most colours a gradient keeps, and appends a copy of the middle colour. */
export function canAddColor(g: Gradient): boolean {
  return g.type !== 'solid' && g.colors.length < GRADIENT_COLORS_MAX;
}
export function addGradientColor(g: Gradient): Gradient {
  if (!canAddColor(g)) return g;
  const middle = g.colors[Math.floor((g.colors.length - 1) / 2)] ?? WHITE;
  return { ...g, colors: [...g.colors, middle] };
}

/** Removal stops at one colour for solid and at two for the gradients. */
export function canRemoveColor(g: Gradient): boolean {
  return g.colors.length > (g.type === 'solid' ? 1 : 2);
}
export function removeGradientColor(g: Gradient, index: number): Gradient {
  if (!canRemoveColor(g)) return g;
  return { ...g, colors: g.colors.filter((_, i) => i !== index) };
}

/** The CSS a gradient paints: solid shows its first colour (white if none). */
export function gradientCss(g: Gradient): string {
  const c = g.colors.length ? g.colors : [WHITE];
  if (g.type === 'linear') return `linear-gradient(${g.angle ?? 90}deg, ${c.join(', ')})`;
  if (g.type === 'radial') return `radial-gradient(circle at ${g.position ?? 'center'}, ${c.join(', ')})`;
  return c[0]!;
}

/** WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour: the model's formula. */
export { contrastRatio };

/** AA needs 4.5:1 for body text and 3:1 for large text. */
export function contrastWarning(fgName: string, fg: string, bgName: string, bg: string, large = false): string | null {
  const r = contrastRatio(fg, bg);
  const need = large ? 3 : CONTRAST_TEXT;
  if (r === null || r >= need) return null;
  return `${fgName} on ${bgName} has contrast ${r.toFixed(2)}:1; WCAG AA needs ${need}:1`;
}

/**
 * What a background really shows, for the contrast check: the colour, or the stops of the gradient that replaces
 * it (a solid gradient shows its first colour, white when it has none; linear and radial show every stop), each
 * named for the warning. Text must be readable on each stop, since it may sit over any of them.
 */
export function shownBackgrounds(bgName: string, color: string, gradient?: Pick<Gradient, 'type' | 'colors'>): [name: string, color: string][] {
  if (!gradient) return [[bgName, color]];
  const stops = gradient.colors.length ? gradient.colors : ['#ffffff'];
  if (gradient.type === 'solid') return [[`${bgName} (its solid gradient)`, stops[0]!]];
  return stops.map((c, i) => [`${bgName} (gradient colour ${i + 1}, ${c})`, c]);
}
