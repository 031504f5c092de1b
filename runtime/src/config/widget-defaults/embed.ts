import { deepFreeze } from '../plain';
import type { EmbedSettings, WidgetType } from '../types';

/**
 * How the page shows a widget (`embed`), by default: inline in its element. A setting of the configuration model
 * only (its rule: ../embed.ts): a widget is handed the rest of the configuration, so no widget chunk ships it.
 * Apart from the rule, so the model's defaults import no sanitizer.
 */

/** The embed modes, in the order the configurator offers them. */
export const EMBED_MODES = ['inline', 'popup', 'floating'] as const;
/** The corners the launcher sits in (the bottom one on that side). */
export const LAUNCHER_SIDES = ['right', 'left'] as const;
/** The longest launcher text kept: a button label, not a paragraph. */
export const LAUNCHER_TEXT_MAX = 60;
/** The farthest the launcher sits from its side and from the bottom, in px. */
export const LAUNCHER_OFFSET_MAX = 200;

/** The launcher's text by widget type: what it opens. */
const LAUNCHER_TEXTS: Record<WidgetType, string> = { booking: 'Book now', subscription: 'Subscribe', giftcard: 'Buy a gift card' };

/** The embed defaults of each widget type: inline, and a launcher in the theme's button colours at the bottom right. */
export const EMBED_DEFAULTS: { readonly [T in WidgetType]: EmbedSettings } = /* @__PURE__ */ deepFreeze(
  Object.fromEntries(
    (['booking', 'subscription', 'giftcard'] as const).map((type) => [
      type,
      {
        mode: 'inline',
        // #1d4ed8 with white text is the theme's button: 6.7:1.
        launcher: { text: LAUNCHER_TEXTS[type], background: '#1d4ed8', textColor: '#ffffff', side: 'right', sideOffset: 24, bottomOffset: 24 },
        closeText: 'Close',
      },
    ]),
  ) as { [T in WidgetType]: EmbedSettings },
);
