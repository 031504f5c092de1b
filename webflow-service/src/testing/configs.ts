// Tests only: widget configurations and their snippets, as the extension sends them.
import { DEFAULT_LOCALIZATION, DEFAULT_THEME, generateSnippet, type WidgetType } from '@bookla/runtime/config';

/** Every colour of the theme changed and every text translated: a configuration far over Webflow's 2000 characters. */
export function styledConfig(seed = 1): Record<string, unknown> {
  const recolour = (v: unknown): unknown =>
    typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v)
      ? `#${((parseInt(v.slice(1), 16) + seed * 0x010203) % 0xffffff).toString(16).padStart(6, '0')}`
      : Array.isArray(v)
        ? v.map(recolour)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, recolour(x)]))
          : v;
  // Texts only: a locale or a link translated would be dropped as invalid; an empty text (an older setting's
  // place) stays empty.
  const translate = (v: unknown, key = ''): unknown =>
    typeof v === 'string' && v && !['locale', 'loginUrl', 'url'].includes(key) ? `${v} (sv ${seed})` : Array.isArray(v) ? v.map((x) => translate(x)) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, translate(x, k)])) : v;
  return {
    apiKey: 'key-live-123',
    companyId: 'company-9',
    serviceId: 'service-4',
    region: 'eu',
    theme: recolour(DEFAULT_THEME),
    localization: { ...(translate(DEFAULT_LOCALIZATION) as object), locale: 'sv-SE' },
  };
}

export const snippetFor = (type: WidgetType, config: Record<string, unknown>, elementId: string) =>
  generateSnippet(type, config as never, { scriptUrl: 'http://localhost:4011/1.1.1/widget.js', elementId });
