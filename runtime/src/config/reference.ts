/**
 * Writes docs/configuration.md, the site owners' list of every configuration option with its type, its
 * default and its description, from the model itself: the member types and JSDoc of types.ts and the
 * values of `defaultConfig(type)`. Nothing in it is typed by hand, so the page cannot drift from the
 * model; reference.test.ts fails when the committed page differs from what this produces.
 *
 * Not exported from the package: only the docs script and the test use it (it reads types.ts as text).
 *
 * types.ts is read with a small parser rather than the TypeScript compiler (the native compiler has no
 * JavaScript API). It understands what that file uses: `export interface X<P = D> extends A, B<P>, Omit<C, 'k'> { … }`,
 * members
 * `name?: Type;` with an optional JSDoc block, inline `{ … }` object types, arrays `X[]`, and
 * `export type X = …;` aliases. A member it cannot read throws, so a new form is noticed.
 */
import { defaultConfig, WIDGET_DEFAULTS, WIDGET_TYPES } from './defaults';
import type { WidgetType } from './types';

interface Member {
  name: string;
  optional: boolean;
  type: string;
  doc: string;
}
interface Model {
  interfaces: Map<string, { extends: string[]; members: Member[] }>;
  aliases: Map<string, { type: string; doc: string }>;
}

/** One documented option: a dotted path, its type in words, and its default per widget type. */
export interface OptionRow {
  path: string;
  type: string;
  doc: string;
  defaults: Partial<Record<WidgetType, unknown>>;
}

const clean = (doc: string) =>
  doc
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');

/** Index of the brace that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`config reference: unbalanced braces at ${open}`);
}

/** Members of an interface or inline object body. */
function members(body: string): Member[] {
  const out: Member[] = [];
  let i = 0;
  let doc = '';
  while (i < body.length) {
    const rest = body.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if (rest.startsWith('/**')) {
      const end = rest.indexOf('*/');
      doc = clean(rest.slice(0, end + 2));
      i += end + 2;
      continue;
    }
    if (rest.startsWith('//')) {
      i += rest.indexOf('\n') < 0 ? rest.length : rest.indexOf('\n');
      continue;
    }
    const head = /^(\w+)(\?)?:\s*/.exec(rest);
    if (!head) throw new Error(`config reference: cannot read member at "${rest.slice(0, 40)}"`);
    let j = head[0].length;
    // The type runs to the first ';' outside braces.
    let depth = 0;
    for (; j < rest.length; j++) {
      const c = rest[j];
      if (c === '{' || c === '<') depth++;
      else if (c === '}' || c === '>') depth--;
      else if ((c === ';' || c === ',') && depth === 0) break;
    }
    out.push({ name: head[1]!, optional: !!head[2], type: rest.slice(head[0].length, j).trim(), doc });
    doc = '';
    i += j + 1;
  }
  return out;
}

/** Splits `a, b<c, d>, e` at the commas outside angle brackets. */
function splitTop(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<') depth++;
    else if (c === '>') depth--;
    else if (c === ',' && depth === 0) out.push(text.slice(start, i).trim()), (start = i + 1);
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * Reads the interfaces and aliases of types.ts. A type parameter with a default (`<L extends X = D>`) is read
 * as its default: the reference documents the model's configuration, whose parameters are their defaults.
 */
export function parseModel(source: string): Model {
  const model: Model = { interfaces: new Map(), aliases: new Map() };
  const decl = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?export (interface|type) (\w+)(?:<([^>]*)>)?(?:\s+extends\s+([^{=]+?))?\s*(\{|=)/g;
  for (let m; (m = decl.exec(source)); ) {
    const doc = m[1] ? clean(m[1].trim()) : '';
    const start = m.index + m[0].length;
    if (m[2] === 'interface') {
      const end = closing(source, start - 1);
      const params = splitTop(m[4] ?? '').map((p) => /^(\w+)(?: extends [^=]+)?(?:= *(.+))?$/.exec(p.trim()));
      const own = members(source.slice(start, end)).map((member) => {
        let type = member.type;
        for (const param of params) if (param?.[2]) type = type.replace(new RegExp(`\\b${param[1]}\\b`, 'g'), param[2].trim());
        return { ...member, type };
      });
      model.interfaces.set(m[3]!, { extends: m[5] ? splitTop(m[5].replace(/\s+/g, ' ')) : [], members: own });
      decl.lastIndex = end;
    } else {
      const end = source.indexOf(';', start);
      model.aliases.set(m[3]!, { type: source.slice(start, end).replace(/\s+/g, ' ').replace(/^\| /, '').trim(), doc });
      decl.lastIndex = end;
    }
  }
  return model;
}

/** Members of an interface with the ones it inherits; a base may be `Name<…>` or `Omit<Name, 'a' | 'b'>`. */
function allMembers(model: Model, name: string): Member[] {
  const omit = /^Omit<(\w+), *(.+)>$/.exec(name);
  if (omit) {
    const dropped = omit[2]!.split('|').map((k) => k.trim().replace(/^'|'$/g, ''));
    return allMembers(model, omit[1]!).filter((m) => !dropped.includes(m.name));
  }
  const iface = model.interfaces.get(name.replace(/<.*$/, ''));
  if (!iface) throw new Error(`config reference: no interface ${name}`);
  const own = new Set(iface.members.map((m) => m.name));
  const seen = new Set<string>();
  const inherited = iface.extends
    .flatMap((base) => allMembers(model, base))
    // Several bases may bring the same member (the texts every widget shares): list it once.
    .filter((m) => !own.has(m.name) && !seen.has(m.name) && seen.add(m.name));
  return [...inherited, ...iface.members];
}

/** A type in words for the table: union aliases spelled out, other aliases kept with their meaning. */
function typeText(model: Model, type: string): string {
  return type.replace(/\b[A-Z]\w+\b/g, (name) => {
    const alias = model.aliases.get(name);
    if (!alias) return name;
    // Unions of string literals are what an owner can type: spell them out.
    if (/^'[^']*'( \| '[^']*')*$/.test(alias.type)) return alias.type;
    return name;
  });
}

const get = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);

/**
 * Every leaf option of the three widget configs, in the model's order: shared options first, then each
 * type's own. Objects (`theme`, `localization`, …) are expanded; arrays of entries are one row whose
 * entry shape is listed by `entryShapes`.
 */
export function optionRows(source: string): OptionRow[] {
  const model = parseModel(source);
  const rows = new Map<string, OptionRow>();
  const roots: Record<WidgetType, string> = {
    booking: 'BookingWidgetConfig',
    subscription: 'SubscriptionWidgetConfig',
    giftcard: 'GiftCardWidgetConfig',
  };
  const walk = (type: WidgetType, list: Member[], prefix: string[]) => {
    for (const m of list) {
      const path = [...prefix, m.name];
      const key = path.join('.');
      const inline = m.type.startsWith('{') ? members(m.type.slice(1, closing(m.type, 0))) : null;
      // An interface, or an intersection of interfaces (`A & B`), is expanded member by member.
      const parts = m.type.split(' & ');
      const nested = inline ?? (parts.every((p) => model.interfaces.has(p)) ? parts.flatMap((p) => allMembers(model, p)) : null);
      if (nested) {
        walk(type, nested, path);
        continue;
      }
      // A text belongs to the widgets whose own texts hold it (every configuration may carry every text).
      if (path[0] === 'localization' && get(WIDGET_DEFAULTS[type].defaults, path) === undefined) continue;
      const row = rows.get(key) ?? { path: key, type: typeText(model, m.type) + (m.optional ? ' (optional)' : ''), doc: m.doc, defaults: {} };
      const dflt = get(defaultConfig(type), path);
      row.defaults[type] = dflt;
      rows.set(key, row);
    }
  };
  for (const type of WIDGET_TYPES) walk(type, allMembers(model, roots[type]), []);
  // The model's own list of optional top-level keys must match what types.ts marks optional.
  for (const type of WIDGET_TYPES)
    for (const key of WIDGET_DEFAULTS[type].optional)
      if (!rows.has(key)) throw new Error(`config reference: optional key ${key} of ${type} is not in types.ts`);
  return [...rows.values()];
}

/** Entry shapes of the array options (custom form fields, services, plans, gift cards, terms links). */
export function entryShapes(source: string): { name: string; doc: string; members: { name: string; type: string; doc: string }[] }[] {
  const model = parseModel(source);
  return ['CustomFormField', 'ServiceConfigEntry', 'SubscriptionConfigEntry', 'GiftCardConfigEntry', 'TermsLink', 'AuthTokens', 'Gradient'].map(
    (name) => ({
      name,
      doc: '',
      members: allMembers(model, name).map((m) => ({ name: m.name, type: typeText(model, m.type) + (m.optional ? ' (optional)' : ''), doc: m.doc })),
    }),
  );
}

const LABELS: Record<WidgetType, string> = { booking: 'booking', subscription: 'subscription', giftcard: 'gift card' };

const show = (v: unknown): string => {
  if (v === undefined) return '—';
  const text = JSON.stringify(v);
  // Pipes would end a Markdown table cell.
  return '`' + text.replace(/\|/g, '\\|') + '`';
};
const cell = (s: string) => s.replace(/\|/g, '\\|');

function defaultsText(row: OptionRow): string {
  const types = Object.keys(row.defaults) as WidgetType[];
  const texts = types.map((t) => show(row.defaults[t]));
  if (texts.every((t) => t === texts[0])) return texts[0]!;
  return types.map((t, i) => `${LABELS[t]}: ${texts[i]}`).join('<br>');
}

function widgetsText(row: OptionRow): string {
  const types = Object.keys(row.defaults) as WidgetType[];
  return types.length === WIDGET_TYPES.length ? 'all' : types.map((t) => LABELS[t]).join(', ');
}

const SECTIONS: [title: string, test: (path: string) => boolean, intro: string][] = [
  ['Connection and behaviour', (p) => !/^(theme|localization)\./.test(p), ''],
  [
    'Texts (`localization`)',
    (p) => p.startsWith('localization.'),
    'Every text the widgets show. Placeholders: `{date}`, `{time}`, `{email}` in the result screens, `{label}` in `form.isRequiredText` and `form.invalidText`, `{count}` in `subscriptions.bookingsCountText` and `bookingCountText`, `{rate}` in `giftCards.taxExcludedText`, `{min}` and `{max}` in `giftCards.amountRangeText` and `amountMinText`, `{zone}` in `times.timeZoneNote`. The widgets column says which widgets show a text; a configuration may carry every text whatever its type. Give only the texts you change; the others keep their defaults.',
  ],
  [
    'Theme (`theme`)',
    (p) => p.startsWith('theme.'),
    'Colours are hex (`#1d4ed8` or `#fff`). A border is `width style colour` (`1px solid #d1d5db`, width 0–20 px, style solid, dashed or dotted) or `none`. A padding is a number of pixels or 1–4 pixel values (`8px 16px`). Sizes are pixels.',
  ],
];

/** The whole Markdown page. */
export function configurationMarkdown(source: string): string {
  const rows = optionRows(source);
  const out: string[] = [
    '# Configuration options',
    '',
    '<!-- Generated by `npm run docs -w @bookla/runtime` from runtime/src/config/types.ts and defaults.ts. Do not edit by hand: a test fails when this page differs from the model. -->',
    '',
    'Every option a widget accepts, with its type and default. A snippet carries only what differs from the defaults, plus `apiKey`, `companyId`, `region` and (booking) `serviceId`. Options are nested objects: `localization.times.today` is `{ "localization": { "times": { "today": "…" } } }`. Unknown options and invalid values are dropped with a console warning that names the option (see [errors.md](errors.md)).',
    '',
  ];
  for (const [title, test, intro] of SECTIONS) {
    out.push(`## ${title}`, '');
    if (intro) out.push(intro, '');
    out.push('| option | type | default | widgets | description |', '|---|---|---|---|---|');
    for (const row of rows.filter((r) => test(r.path)))
      out.push(`| \`${row.path}\` | \`${cell(row.type)}\` | ${defaultsText(row)} | ${widgetsText(row)} | ${cell(row.doc)} |`);
    out.push('');
  }
  out.push('## Entry shapes', '', 'The members of the options that are lists or objects of your own.', '');
  for (const shape of entryShapes(source)) {
    out.push(`### ${shape.name}`, '', '| member | type | description |', '|---|---|---|');
    for (const m of shape.members) out.push(`| \`${m.name}\` | \`${cell(m.type)}\` | ${cell(m.doc)} |`);
    out.push('');
  }
  return out.join('\n');
}
