// TEMPORARY: a stand-in for the widgets' shared mount (`@bookla/widgets/mount`), which is landing from the
// widgets refactor with the same `mount(target, config, options) → { update, destroy }` shape. Delete this file
// and import that one as soon as it exists; this must not become a third way to mount a widget.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingWidget } from '@bookla/widgets/booking';
import { SubscriptionWidget } from '@bookla/widgets/subscription';
import { GiftCardWidget } from '@bookla/widgets/gift-card';
import type { WidgetConfigByType, WidgetType } from '@bookla/runtime/config';

const COMPONENTS = { booking: BookingWidget, subscription: SubscriptionWidget, giftcard: GiftCardWidget } as const;

export interface MountedWidget {
  update(config: WidgetConfigByType[WidgetType]): void;
  destroy(): void;
}

/** Renders a widget into a shadow root on `target`, so neither the configurator's CSS nor the widget's leak. */
export function mount(target: HTMLElement, config: WidgetConfigByType[WidgetType], options: { type: WidgetType }): MountedWidget {
  const shadow = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  const render = (c: WidgetConfigByType[WidgetType]) => root.render(createElement(COMPONENTS[options.type] as never, { config: c }));
  render(config);
  return {
    update: render,
    destroy() {
      root.unmount();
      container.remove();
    },
  };
}
