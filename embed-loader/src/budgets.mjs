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

/** Issue #6's totals until interactive by widget type (keys as in dist/manifest.json `widgets`). */
export const TOTAL_GZIP_BUDGETS = {
  booking: BOOKING_TOTAL_GZIP_BUDGET,
  subscription: SUBSCRIPTION_TOTAL_GZIP_BUDGET,
  giftcard: GIFT_CARD_TOTAL_GZIP_BUDGET,
};

/**
 * What CI enforces on the totals until the numbers above are met. Measured 2026-11-21 after zod moved
 * to a lazy chunk and a review pass: booking 38.33 KB, subscription 32.21 KB, gift card 33.62 KB (issue targets 32/28/28 NOT
 * MET; the gap — preact/compat ~6.5 KB, the config model ~5 KB, wretch and the client ~3 KB, shared widget
 * CSS ~2.4 KB — is reported on issue #6). Each ceiling sits just above today's measure so any growth fails;
 * lower them with every saving, never raise them without saying why. widget.js and the booking chunk meet
 * their issue budgets and are enforced as such.
 */
export const TOTAL_GZIP_CEILINGS = {
  booking: 38.55 * KB,
  subscription: 32.45 * KB,
  giftcard: 33.85 * KB,
};
