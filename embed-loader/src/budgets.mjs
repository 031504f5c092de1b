// Byte budgets of what visitors download (issue #6; style.md practice 8). Plain JS so build.mjs, the unit
// size test and the bench in tests/ all import the same numbers. gzip -9 bytes; 1 KB = 1024 bytes.

const KB = 1024;

/** widget.js, the script on the owner's page. */
export const LOADER_GZIP_BUDGET = 1.5 * KB;
/** Booking: loader + booking chunk + its shared chunks, with native Temporal (no polyfill). */
export const BOOKING_TOTAL_GZIP_BUDGET = 32 * KB;
/** Subscription: loader + its chunks until interactive. */
export const SUBSCRIPTION_TOTAL_GZIP_BUDGET = 28 * KB;
/** Gift card: loader + its chunks until interactive. */
export const GIFT_CARD_TOTAL_GZIP_BUDGET = 28 * KB;
/** The booking widget's own entry chunk (its UI code, without the shared chunks). */
export const BOOKING_CHUNK_GZIP_BUDGET = 10 * KB;

/** Totals until interactive by widget type (keys as in dist/manifest.json `widgets`). */
export const TOTAL_GZIP_BUDGETS = {
  booking: BOOKING_TOTAL_GZIP_BUDGET,
  subscription: SUBSCRIPTION_TOTAL_GZIP_BUDGET,
  giftcard: GIFT_CARD_TOTAL_GZIP_BUDGET,
};
