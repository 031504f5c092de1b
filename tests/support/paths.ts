import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BOOKLA_VERSION } from '@bookla/runtime/version';

/** Absolute paths the specs and the global setup share. */
export const TESTS_DIR = fileURLToPath(new URL('..', import.meta.url));
export const PAGES_DIR = fileURLToPath(new URL('../pages', import.meta.url));
export const DIST_DIR = fileURLToPath(new URL('../../embed-loader/dist', import.meta.url));
export const AXE_PATH = fileURLToPath(import.meta.resolve('axe-core/axe.min.js'));
/** Version folder of widget.js, as the loader publishes it. */
export const WIDGET_VERSION = BOOKLA_VERSION;

/** The loader's manifest of the built Preact flavour: chunks per widget (`w`) and the polyfill (`t`). */
export function loaderManifest(): { w: Record<'booking' | 'subscription' | 'giftcard', string[]>; t?: string } {
  // The snapshot the static server serves (global-setup.ts), so the names match what is requested.
  const dist = process.env.BOOKLA_DIST_SNAPSHOT ?? DIST_DIR;
  return JSON.parse(readFileSync(`${dist}/${WIDGET_VERSION}/manifest.json`, 'utf8'));
}

/** Where the specs leave screenshots of the host pages for people to look at (kept across runs). */
export const SCREENSHOT_DIR = `${TESTS_DIR}test-results/screenshots`;
