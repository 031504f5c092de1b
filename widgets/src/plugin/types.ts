import type { ComponentType, ReactNode } from 'react';
import type { BooklaClient } from '@bookla/runtime/client';
import type { Endpoints, PartialClient } from '@bookla/runtime/client-core';
import type { GuestClient } from '@bookla/runtime/types';
import type { WidgetDefaults } from '@bookla/runtime/config';
import type { GiftCardConfig, SubscriptionConfig } from '../shared/widget-config';
import type { PurchaseFormData } from '../shared/form/validate';
import type { FormDraft } from '../shared/form/PurchaseForm';

export type PluginConfig = SubscriptionConfig | GiftCardConfig;

/** Props of the subscription and gift card widgets. */
export interface PluginWidgetProps<Partial> {
  /** The widget config (untrusted: sanitized, then merged over the defaults). */
  config: Partial;
  /** An API client to use instead of one built from the config (tests, host apps). */
  client?: BooklaClient;
  /** Receives the `bookla:*` events; default the widget's root element (events bubble and are composed). */
  host?: HTMLElement;
  /** The list the embed loader already started fetching (unfiltered). */
  initialData?: Promise<unknown>;
  /** Sends the browser to the payment page; default `leavePage` (the top window when framed). */
  navigate?: (url: string) => void;
}

/**
 * The endpoints a plugin widget calls, its list and its purchase, each from its config type's group: only these
 * are built and bundled with it, not the visitor's cart, orders or purchases.
 */
export type PluginEndpoints<C extends PluginConfig> = Endpoints<
  C extends SubscriptionConfig ? { subscriptions: 'available' | 'purchase' } : { giftCards: 'available' | 'order' }
>;
/** A plugin widget's client: `auth` and its endpoints (a full `BooklaClient` is one too). */
export type PluginClient<C extends PluginConfig> = PartialClient<PluginEndpoints<C>>;

/** A site owner's list entry: filters the list to its id and overrides title and description. */
export interface PluginEntry {
  id: string;
  title?: string;
  description?: string;
}

/** Texts of one plugin widget, taken from its localization group. */
export interface PluginTexts {
  title: string;
  subtitle: string;
  empty: string;
  loadError: string;
  purchaseError: string;
  buyText: string;
  /** The gift card widget's amount field (custom-amount cards). */
  amountLabel?: string;
}

/** What a row and the purchase step show of an item. */
export interface ItemView {
  title: string;
  description: string;
  /** Price element (with compared price or tax note). */
  price: ReactNode;
}

/**
 * The differences between the subscription and gift card widgets; everything else (steps, loading,
 * purchase flow, events) lives in `PluginFlow` and its `state/` hooks.
 */
export interface PluginAdapter<C extends PluginConfig, Item extends { id: string }> {
  widget: 'subscription' | 'giftcard';
  /** The widget type's own defaults: the config is checked and completed against them. */
  defaults: WidgetDefaults<'subscription'> | WidgetDefaults<'giftcard'>;
  texts(config: C): PluginTexts;
  /** A fixed item: the widget opens on the purchase step without a back button. */
  presetId(config: C): string | undefined;
  entries(config: C): PluginEntry[];
  /** Builds the endpoints the widget calls: only they are bundled with it. */
  api: PluginEndpoints<C>;
  /** Loads the list (`ids` filters it with `?ids=`). */
  load(client: PluginClient<C>, ids: string[] | undefined, signal: AbortSignal): Promise<unknown>;
  /** A validated item, or null for a malformed row (skipped, not a crash). */
  parse(raw: unknown): Item | null;
  view(item: Item, entry: PluginEntry | undefined, config: C): ItemView;
  /**
   * The purchase step's module (form, summary, purchase call): a dynamic import, so it is not among the
   * bytes a visitor downloads before the list is interactive. Started right after the first render.
   */
  loadPurchase(): Promise<PurchaseModule<C, Item>>;
}

/** An amount the visitor chooses for an item (a custom-amount gift card), in minor units of its currency. */
export interface AmountChoice<Item> {
  /** The text the field starts from ('25.00'). */
  initial: string;
  /** Under the field, and its error while the text is no amount in the range ('Enter an amount from €10.00 to €500.00'). */
  hint: string;
  /** The typed text as minor units when it is an amount in the range, else null. */
  read(text: string): number | null;
  /** The item at `amount`: its view shows what that amount costs. */
  at(amount: number): Item;
}

/** The widget-specific parts of the purchase step, loaded with it. */
export interface PurchaseParts<C extends PluginConfig, Item extends { id: string }> {
  /** Extra content above the purchase form (gift card summary) for the item bought and its view. */
  summary?(view: ItemView, item: Item, config: C): ReactNode;
  /** What the visitor pays for `item` as text, for the submit button ('€49.00'). */
  priceText(item: Item, config: C): string;
  /** The amount the visitor chooses for `item`, or null when its amount is fixed. */
  amount?(item: Item, config: C): AmountChoice<Item> | null;
  /** Sends the purchase; resolves to the answer's paymentURL (may be empty). */
  purchase(
    client: PluginClient<C>,
    itemId: string,
    request: { client?: GuestClient; metaData?: Record<string, string | string[]>; amount?: number },
    idempotencyKey: string,
  ): Promise<string | undefined>;
}

/** What a widget's lazily loaded purchase module exports. */
export interface PurchaseModule<C extends PluginConfig, Item extends { id: string }> {
  PurchaseStep: ComponentType<PurchaseStepProps<C, Item>>;
  parts: PurchaseParts<C, Item>;
}

/** Props of the purchase step (below its heading, which the flow renders at once). */
export interface PurchaseStepProps<C extends PluginConfig, Item extends { id: string }> {
  parts: PurchaseParts<C, Item>;
  widget: PluginAdapter<C, Item>['widget'];
  config: C;
  client: PluginClient<C>;
  texts: PluginTexts;
  /** The item bought: the chosen one, else the preset id. */
  itemId: string;
  /** The chosen item; none while a preset item's list has not answered (or failed). */
  item?: Item | null;
  /** An item's view (its title, description and price as the list shows them). */
  viewOf(item: Item): ItemView;
  /** The element receiving the `bookla:purchase-*` events. */
  host: () => HTMLElement | null;
  /** Sends the browser to the payment page; default `leavePage` (the top window when framed). */
  navigate?: (url: string) => void;
  /** What the visitor typed, kept by the flow while forms come and go (Back, another item). */
  draft: FormDraft;
}

export type { PurchaseFormData };
