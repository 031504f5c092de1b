import { Temporal } from 'temporal-polyfill';
import type { ServiceRecord } from '../model';

export interface SlotPrice {
  amount: number;
  comparedAmount: number;
  currency: string;
}

const perResource = (table: Record<string, number> | undefined, resourceID: string) =>
  table?.[resourceID] ?? table?.['*'];

/** `comparedAmount` is 0 when there is no higher price to strike through. */
function price(amount: number, compared: number | undefined, currency: string): SlotPrice {
  const c = compared !== undefined && compared > amount ? compared : 0;
  return { amount: Math.round(amount), comparedAmount: Math.round(c), currency };
}

export interface PriceInput {
  resourceID: string;
  minutes: number;
  spots: number;
  tickets?: Record<string, number>;
  nights?: Temporal.PlainDate[];
}

/** Prices in minor units, by the rule of the service type (see `ServiceRecord.rules.price`). */
export function slotPrice(service: ServiceRecord, input: PriceInput): SlotPrice {
  const { currency } = service.settings;
  const base = perResource(service.rules.price, input.resourceID) ?? 0;
  const compared = perResource(service.rules.comparedPrice, input.resourceID);
  switch (service.type) {
    case 'fixed':
      return price(base, compared, currency);
    case 'flexible':
      return price((base * input.minutes) / 60, compared === undefined ? undefined : (compared * input.minutes) / 60, currency);
    case 'group':
      return price(base * input.spots, compared === undefined ? undefined : compared * input.spots, currency);
    case 'ticket': {
      const rules = service.rules.tickets ?? [];
      const wanted = Object.entries(input.tickets ?? {}).filter(([, n]) => n > 0);
      // Without a ticket choice the slot shows the cheapest entry, the "from" price.
      if (wanted.length === 0) return price(Math.min(...rules.map((t) => t.price)), undefined, currency);
      let amount = 0;
      let full = 0;
      for (const [id, n] of wanted) {
        const rule = rules.find((t) => t.id === id);
        if (!rule) continue;
        amount += rule.price * n;
        full += (rule.comparedPrice ?? rule.price) * n;
      }
      return price(amount, full, currency);
    }
    case 'days': {
      const weekend = perResource(service.rules.weekendPrice, input.resourceID) ?? base;
      let amount = 0;
      let full = 0;
      for (const night of input.nights ?? []) {
        // Friday and Saturday nights cost the weekend rate.
        const nightly = night.dayOfWeek === 5 || night.dayOfWeek === 6 ? weekend : base;
        amount += nightly;
        full += Math.max(nightly, compared ?? 0);
      }
      return price(amount, compared === undefined ? undefined : full, currency);
    }
  }
}
