// The description lines of the subscription and gift card lists.
import type { CompanyGiftCard, CompanySubscription } from './api-types';
import { humanDuration } from './time/durations';

type Configured = { description?: string } | string | null | undefined;

export interface SubscriptionDescriptionTexts {
  /** BCP 47 locale of the duration words. Default 'en-US'. */
  locale?: string;
  /** '{count}' becomes the number. Default '{count} bookings'. */
  bookings?: string;
  /** Used when the count is 1. Default '{count} booking'. */
  booking?: string;
  /** Between duration and count. Default ' · '. */
  separator?: string;
}

/** The configured description, else metaData.description: the first non-blank string, as written. */
function written(configured: Configured, metaData: Record<string, unknown> | undefined): string | undefined {
  return [typeof configured == 'string' ? configured : configured?.description, metaData?.description].find(
    (value): value is string => typeof value == 'string' && !!value.trim(),
  );
}

/**
 * A plan's description line: the site owner's configured description, else the plan's own
 * metaData.description, else its duration in words followed by the bookings count when it is limited
 * ('1 month · 10 bookings'). Written descriptions are shown as written.
 */
export function subscriptionDescription(
  plan: Pick<CompanySubscription, 'duration' | 'limitations' | 'metaData'>,
  configured?: Configured,
  texts: SubscriptionDescriptionTexts = {},
): string {
  const text = written(configured, plan.metaData);
  if (text) return text;
  const line = humanDuration(plan.duration, texts.locale);
  const count = plan.limitations?.bookingsCount;
  if (!(Number.isFinite(count) && count! > 0)) return line;
  const template = count === 1 ? (texts.booking ?? '{count} booking') : (texts.bookings ?? '{count} bookings');
  return line + (texts.separator ?? ' · ') + template.replaceAll('{count}', String(count));
}

/**
 * A gift card's description line: configured description, else metaData.description, else the validity
 * text ('Valid for: ') and the validity in words ('Valid for: 365 days').
 */
export function giftCardDescription(
  card: Pick<CompanyGiftCard, 'validityDuration' | 'metaData'>,
  configured?: Configured,
  validityText = 'Valid for: ',
  locale?: string,
): string {
  const text = written(configured, card.metaData);
  if (text) return text;
  const validity = humanDuration(card.validityDuration, locale);
  const label = validityText.trimEnd();
  return label ? `${label} ${validity}` : validity;
}
