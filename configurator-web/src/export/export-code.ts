import { diffFromDefaults, ELEMENT_ID_PREFIX, EMBED_DEFAULTS, embedMode, generateSnippet, normalizeWidgetType, OPENER_ATTRIBUTE, withoutEmbed } from '@bookla/runtime/config';
import type { DeepPartial, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import { publishedConfig } from '@bookla/configurator';
import { BOOKLA_VERSION } from '@bookla/runtime/version';
import { REACT_COMPONENTS } from '../react-components';

/** The widget script's version the exported snippet loads; the CDN serves it at `{base}/{version}/widget.js`. */
export const WIDGET_SCRIPT_VERSION = BOOKLA_VERSION;

/** The element the exported HTML carries and the snippet looks up (`bookla-` + this id). */
export const ELEMENT_IDS: Record<WidgetType, string> = {
  booking: 'booking-widget',
  subscription: 'subscription-widget',
  giftcard: 'giftcard-widget',
};

/** The id of the element the exported HTML carries, which a popup's openers name. */
export const exportedElementId = (type: WidgetType) => ELEMENT_ID_PREFIX + ELEMENT_IDS[normalizeWidgetType(type)];

export const widgetScriptUrl = (cdnBase: string) => `${cdnBase.replace(/\/+$/, '')}/${WIDGET_SCRIPT_VERSION}/widget.js`;

/** The configuration to export (the core's `publishedConfig`: the API base its credentials belong to). */
export const exportedConfig = publishedConfig;

/**
 * The object the widget receives: credentials always (so the owner sees what to fill in), serviceId for
 * booking while the service selector is off, then only what differs from the defaults. The same rule as the
 * HTML snippet's, so both tabs configure the same widget.
 */
export function widgetProps<T extends WidgetType>(type: T, config: DeepPartial<WidgetConfigByType[T]>): Record<string, unknown> {
  const kind = normalizeWidgetType(type);
  const c = config as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const out: Record<string, unknown> = { apiKey: str(c.apiKey), companyId: str(c.companyId), region: c.region === 'eu' ? 'eu' : 'us' };
  if (kind === 'booking' && c.showServiceSelector !== true) out.serviceId = str(c.serviceId);
  // How the page shows it, as the snippet carries it: a popup or floating component opens the widget in a dialog; an
  // inline one needs none of `embed` (its launcher settings do nothing inline).
  const diff = diffFromDefaults(kind, config);
  return Object.assign(out, embedMode(config) === 'inline' ? withoutEmbed(diff) : diff);
}

/**
 * An owner's text as the text of an HTML element that no snippet reader takes for code: every character but
 * letters, digits, marks, spaces and . , ! ? : - is written as a character reference. The page shows the text
 * as it was; a launcher text holding an init call, a quote or a comment mark cannot be read back as code on Import.
 */
export function htmlText(text: string): string {
  return text.replace(/[^\p{L}\p{N}\p{M} .,!?:-]/gu, (c) => `&#${c.codePointAt(0)};`);
}

/**
 * The popup mode's example opener, which the owner may replace by any element of theirs carrying the attribute: a
 * button saying the launcher's text (the floating mode's button says it too).
 */
export function openerButton<T extends WidgetType>(type: T, config: DeepPartial<WidgetConfigByType[T]>): string {
  const text = config.embed?.launcher?.text || EMBED_DEFAULTS[normalizeWidgetType(type)].launcher.text;
  return `<button type="button" ${OPENER_ATTRIBUTE}="${exportedElementId(type)}">${htmlText(text)}</button>`;
}

/**
 * The HTML tab: the element the widget renders in, then the snippet; for a popup, an example opener before them
 * (the floating mode's loader draws its own button).
 */
export function htmlCode<T extends WidgetType>(type: T, config: DeepPartial<WidgetConfigByType[T]>, cdnBase: string): string {
  const elementId = ELEMENT_IDS[normalizeWidgetType(type)];
  const snippet = generateSnippet(type, config, { scriptUrl: widgetScriptUrl(cdnBase), elementId });
  const opener = embedMode(config) === 'popup' ? `${openerButton(type, config)}\n` : '';
  return `${opener}<div id="${exportedElementId(type)}"></div>\n${snippet}`;
}

/** The React tab: a component module rendering the same widget from `@bookla/widgets` with the same config. */
export function reactCode<T extends WidgetType>(type: T, config: DeepPartial<WidgetConfigByType[T]>): string {
  const { name, from } = REACT_COMPONENTS[normalizeWidgetType(type)];
  const json = JSON.stringify(widgetProps(type, config), null, 2);
  return `import { ${name}, type ${name}Props } from '${from}';

const config: ${name}Props['config'] = ${json};

export function Bookla${name}() {
  return <${name} config={config} />;
}
`;
}
