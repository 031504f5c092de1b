import { useMemo, useRef, type ComponentType } from 'react';
import type { WidgetType } from '@bookla/runtime/config';
import { BookingWidget, bookingStyles } from '@bookla/widgets/embed/booking';
import { GiftCardWidget, giftCardStyles } from '@bookla/widgets/embed/gift-card';
import { createMount, type MountFunction } from '@bookla/widgets/mount';
import { SubscriptionWidget, subscriptionStyles } from '@bookla/widgets/embed/subscription';
import type { HostAdapter } from '../host-adapter';
import { openAside } from './open-aside';

export type Navigate = (url: string) => void;

/** The widget with its page-leaving navigation (payment, login) handed to `navigate`. */
const navigating =
  (Widget: ComponentType<any>, navigate: Navigate): ComponentType<any> =>
  (props) => <Widget {...props} navigate={navigate} />;

// The same mount the embed loader's chunks use: what the owner sees here is how the widget runs on a page, except
// that where it would take the visitor away opens aside (open-aside.ts).
const previewMounts = (navigate: Navigate): Record<WidgetType, MountFunction> => ({
  booking: createMount({ Widget: navigating(BookingWidget, navigate), css: bookingStyles }),
  subscription: createMount({ Widget: navigating(SubscriptionWidget, navigate), css: subscriptionStyles }),
  giftcard: createMount({ Widget: navigating(GiftCardWidget, navigate), css: giftCardStyles }),
});

/** The preview's way out (payment, links): opened aside, with the mounts that use it. */
export function useAside(notify: HostAdapter['notify']) {
  const told = useRef(notify);
  told.current = notify;
  const aside = useMemo<Navigate>(() => (url) => openAside(url, told.current), []);
  const mounts = useMemo(() => previewMounts(aside), [aside]);
  return { aside, mounts };
}
