// Byte budgets of what visitors download (every byte before the widget is usable costs visitors on slow phones). Plain JS so build.mjs, the unit
// size test and the bench in tests/ all import the same numbers. gzip -9 bytes; 1 KB = 1024 bytes.

const KB = 1024;

/**
 * widget.js, the script on the owner's page, which every visitor of every page with a widget downloads before
 * anything else: the ceiling is its measure plus a little, and never above 1.75 KB. It holds the snippet's queue, the
 * manifest's chunk choice, the prefetch of the first screen's data (which saves the first bookable slot two
 * sequential round trips, built with the client's own URL functions so the two cannot drift), the retries of a chunk
 * that failed to arrive, and the embed modes' switch (a popup or floating widget mounts the popup chunk, which asks
 * for the widget when it is wanted; `open` and `close` by id).
 */
export const LOADER_GZIP_BUDGET = 1.69 * KB;
/**
 * The dark and automatic colour schemes (the dark palette and what applies it), the chunk widget.js requests beside a
 * widget's own for any `theme.colorScheme` but light: what a dark page adds to its first paint.
 */
export const SCHEME_GZIP_BUDGET = 1.1 * KB;
/**
 * The popup and floating modes' chunk (the dialog, the launcher, the opener listeners, the scroll lock, the embed
 * settings' check): what a page with a popup or the launcher downloads before its widget is wanted.
 */
export const POPUP_GZIP_BUDGET = 6.4 * KB;
/** Booking: loader + booking chunk + its shared chunks, with native Temporal (no polyfill). */
export const BOOKING_TOTAL_GZIP_BUDGET = 32 * KB;
/** Subscription: loader + its chunks until interactive. */
export const SUBSCRIPTION_TOTAL_GZIP_BUDGET = 28 * KB;
/** Gift card: loader + its chunks until interactive. */
export const GIFT_CARD_TOTAL_GZIP_BUDGET = 28 * KB;
/** The target totals until interactive by widget type (keys as in dist/manifest.json `widgets`). */
export const TOTAL_GZIP_BUDGETS = {
  booking: BOOKING_TOTAL_GZIP_BUDGET,
  subscription: SUBSCRIPTION_TOTAL_GZIP_BUDGET,
  giftcard: GIFT_CARD_TOTAL_GZIP_BUDGET,
};

/**
 * What CI enforces on the totals until interactive: the measure plus the few bytes by which the content hashes a
 * first paint names (its registry, its lazy chunks) move its gzip size from one build to the next, so any growth
 * fails. They are ratchets: lower one with every saving; a change that needs more bytes finds them elsewhere in
 * the same chunks first, and the commit that raises one says why (git's history of this file is the record).
 * Booking's ceiling sits above its 32 KB target: before its date strip is usable it needs preact/compat, the
 * config sanitizer with its defaults and texts, the API client with wretch, the shared styles and the date rules;
 * the subscription's and the gift card's sit below their targets (the test checks both).
 */
export const TOTAL_GZIP_CEILINGS = {
  booking: 34.28 * KB,
  subscription: 25.21 * KB,
  giftcard: 25.38 * KB,
};
