// Chunk entry: the popup and floating modes. widget.js mounts it in a widget's place for any `embed.mode` but
// inline, handing it the widget's type and what mounts the widget inline in the dialog's box (the loader's own
// init: prefetch, polyfill, scheme, retries and all). Only pages that use a popup or the launcher download it.
import type { WidgetType } from '@bookla/runtime/config';
import { mergeConfig } from '@bookla/runtime/config/widget';
import { withoutEmbed } from '@bookla/runtime/embed';
import { checkedEmbed, createPopup } from '@bookla/widgets/popup';
import type { WidgetHandle } from '../loader/widgets';

const embedOf = (type: WidgetType, config: { embed?: unknown }) => checkedEmbed(type, config.embed);

/**
 * Mounts a popup or floating widget: its dialog (and launcher) on `el`, the widget inside once wanted. The handle's
 * `update` takes `true` (open), `false` (close) or a configuration change, merged like any: the dialog takes its
 * `embed`, the widget the rest. `destroy` takes everything down.
 */
export function mount(el: Element, config: object, [type, inline]: [WidgetType, (box: Element, config: object) => WidgetHandle]): WidgetHandle {
  let current = config;
  const embed = embedOf(type, current);
  // A mode the rule refused was reported and defaulted to inline: the widget is then shown as its warning says, in
  // an element of its own inside `el` (a second init on `el` itself would replace this one).
  if (embed.mode == 'inline') {
    const own = el.ownerDocument.createElement('div');
    (el.shadowRoot ?? el.attachShadow({ mode: 'open' })).append(own);
    return inline(own, withoutEmbed(current));
  }
  let widget: WidgetHandle | undefined;
  const popup = createPopup(el, { type, embed, mount: (box) => (widget = inline(box, withoutEmbed(current))) });
  return {
    update: (next) => {
      if (typeof next == 'boolean') return next ? popup.open() : popup.close();
      current = mergeConfig(current, next);
      popup.update(embedOf(type, current));
      widget?.update(withoutEmbed(next));
    },
    destroy: () => popup.destroy(),
  };
}
