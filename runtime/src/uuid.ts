// Ids the client makes itself: Idempotency-Key of a creating call, a guest's booking reference.

/**
 * Random v4 UUID. `crypto.randomUUID` exists only in secure contexts, and widgets also run on plain
 * http:// pages, so fall back to `getRandomValues` (available everywhere): each 0/1/8 of the template
 * becomes a random hex digit, keeping the version (4) and variant (8–b) bits.
 */
export const uuid = (): string =>
  crypto.randomUUID?.() ??
  '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
    (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16),
  );
