import { isSafeUrl } from '@bookla/runtime/config';
import type { HostAdapter, PreviewApi } from './host-adapter';

/** The id of the page's JSON data block that overrides a host's built-in settings. */
export const HOST_SETTINGS_BLOCK = 'bookla-env';

/** The embedded defaults of the settings both hosts have, used when neither the build nor the page sets one. */
export const SHARED_SETTING_DEFAULTS = {
  /** Base of the CDN serving `{base}/{version}/widget.js`. */
  cdnBase: 'https://cdn.bookla.com/widgets',
  /** API base of the demo company (the sandbox locally). */
  demoApiUrl: 'http://127.0.0.1:4010/api',
} as const;

/** The links of the API tab's banner and note, the same in both hosts. */
export const PRODUCT_LINKS: HostAdapter['links'] = { docs: 'https://docs.bookla.com', platform: 'https://bookla.com' };

/**
 * A setting's value baked in by the host's build, read through a function: `() => __BOOKLA_CDN_BASE__`. The build
 * replaces the name with its value; where it defines none (tests, a build that leaves it out) reading it throws,
 * which counts as not set.
 */
export type BuiltSetting = () => unknown;

type Shared = keyof typeof SHARED_SETTING_DEFAULTS;

/** What a host tells the reader: its builds' values and its own settings beyond the shared ones. */
export interface HostSettingsOptions<Own extends Record<string, string | undefined>> {
  /** The host's own URL settings with their embedded defaults; undefined: optional, absent unless set. */
  own: Own;
  /** The values the build baked in, per setting (shared or own); a missing entry is a setting the build never sets. */
  built: { readonly [K in Shared | keyof Own]?: BuiltSetting };
  /** The demo credentials the host builds in. */
  demo: PreviewApi['demo'];
  /** The page holding the block; none (no DOM): the built-in settings. */
  doc?: Document;
  /** Where problems are said; the console by default. */
  warn?: (message: string) => void;
}

export type HostSettings<Own extends Record<string, string | undefined>> = { [K in Shared]: string } & {
  [K in keyof Own]: Own[K] extends string ? string : string | undefined;
} & { links: HostAdapter['links']; demo: PreviewApi['demo'] };

const httpUrl = (v: unknown): v is string => isSafeUrl(v) && /^https?:\/\//i.test(v);
// Shown in a warning: enough of the value to recognise it, never a page's whole text.
const shown = (v: unknown) => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/**
 * A host's settings: each URL setting is the page's value, else the build's, else the embedded default. The page
 * that serves the app may set them (`npm start` learns its ports only when it runs) in a JSON data block
 * `<script type="application/json" id="bookla-env">`, read as data, never run. Every value, the build's too,
 * must be an absolute http(s) URL, since the app loads code from it and sends credentials to it; one that is
 * not is said on the console and the next source used. Trailing slashes are dropped: the settings are bases
 * that paths are joined to. A block that is not a JSON object, or names a setting the host does not have, is
 * said too; without a block nothing is said.
 */
export function readHostSettings<Own extends Record<string, string | undefined>>(options: HostSettingsOptions<Own>): HostSettings<Own> {
  const { own, built, demo, doc = globalThis.document, warn = (m: string) => console.warn(m) } = options;
  const defaults: Record<string, string | undefined> = { ...SHARED_SETTING_DEFAULTS, ...own };
  const names = Object.keys(defaults);
  const builtIn: Record<string, string | undefined> = {};
  for (const name of names) {
    let value: unknown;
    try {
      value = (built as Record<string, BuiltSetting | undefined>)[name]?.();
    } catch {
      value = undefined;
    }
    builtIn[name] = checked(value, name, "the build's", defaults[name]);
  }
  const settings: Record<string, string | undefined> = { ...builtIn };
  const page = pageBlock(doc, warn);
  if (page) {
    for (const [name, value] of Object.entries(page)) {
      if (!names.includes(name)) warn(`Bookla: the ${HOST_SETTINGS_BLOCK} block sets "${name}", which is no setting of this app (${names.join(', ')}); ignored`);
      else settings[name] = checked(value, name, `the ${HOST_SETTINGS_BLOCK} block's`, builtIn[name]);
    }
  }
  for (const name of names) if (settings[name] === undefined) delete settings[name];
  return { ...settings, links: PRODUCT_LINKS, demo } as HostSettings<Own>;

  function checked(value: unknown, name: string, source: string, otherwise: string | undefined): string | undefined {
    if (value === undefined) return otherwise;
    if (httpUrl(value)) return value.replace(/\/+$/, '');
    warn(`Bookla: ${source} ${name} ${shown(value)} is not an absolute http(s) URL; using ${otherwise ?? 'none'}`);
    return otherwise;
  }
}

/** The page's settings block as an object, undefined without one; one that is not a JSON object is said. */
function pageBlock(doc: Document | undefined, warn: (message: string) => void): Record<string, unknown> | undefined {
  const text = doc?.getElementById(HOST_SETTINGS_BLOCK)?.textContent;
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    warn(`Bookla: the ${HOST_SETTINGS_BLOCK} block is not JSON; using the built-in settings`);
    return undefined;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  warn(`Bookla: the ${HOST_SETTINGS_BLOCK} block is not a JSON object; using the built-in settings`);
  return undefined;
}
