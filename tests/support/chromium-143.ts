// Chromium 143, the older browser CI runs the code-loading specs on, beside Debian's newest. Chromium before 156
// remembers a failed module fetch for the page's life (the same import() fails again without a request, and so
// does a module whose static import failed), so only there can a spec catch a retry that asks again for a URL
// that failed. @sparticuz/chromium carries that browser inside its npm package, brotli-compressed (nothing is
// downloaded at install or test time); the 'unpack chromium-143' setup project unpacks it, once per machine,
// into a folder of its own named after the package's version. It is launched with our own arguments only, never
// the package's serverless ones (`--single-process`, `--disable-web-security`, …).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { LaunchOptions, Project } from '@playwright/test';

/** The package's version, from its package.json (its `exports` let nobody import that file by name). */
const { version } = (() => {
  for (let dir = dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    const pkg = existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string });
    if (pkg && pkg.name === '@sparticuz/chromium') return pkg;
  }
  throw new Error('@sparticuz/chromium: its package.json was not found');
})();

/** Where the browser is unpacked, and its binary. */
export const CHROMIUM_143_DIR = join(tmpdir(), `bookla-sparticuz-chromium-${version}`);
export const CHROMIUM_143 = join(CHROMIUM_143_DIR, 'chromium');

/**
 * Unpacks the package's Chromium into CHROMIUM_143_DIR unless it is there. The package unpacks into the
 * system's temporary folder (`os.tmpdir()`, read at the call), so that is pointed at our folder meanwhile.
 */
export async function unpackChromium143(): Promise<string> {
  if (existsSync(CHROMIUM_143)) return CHROMIUM_143;
  const { default: chromium } = await import('@sparticuz/chromium');
  mkdirSync(CHROMIUM_143_DIR, { recursive: true });
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = CHROMIUM_143_DIR;
  try {
    const path = await chromium.executablePath();
    if (path !== CHROMIUM_143) throw new Error(`@sparticuz/chromium unpacked to ${path}, not ${CHROMIUM_143}`);
    return path;
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
}

/**
 * What runs on Chromium 143 (the list stays short: every test here adds to CI's time): every spec of code that
 * fails to arrive and its retry (the lazy steps, the snippet's, the host page's, the configurator's tabs), and one
 * booking, one subscription and one gift card purchase from start to end.
 */
const ON_CHROMIUM_143: [file: string, titles?: RegExp][] = [
  ['lazy-steps.e2e.ts'],
  ['snippet.e2e.ts'],
  ['host-pages.e2e.ts', /the booking code fails to arrive/],
  ['configurator-web.e2e.ts', /a chunk that fails to arrive is reported in the tab and Try again loads it/],
  ['booking.e2e.ts', /fixed: date, slot, guest form → Booking Confirmed/],
  ['purchase.e2e.ts', /(subscription|giftcard): choose, fill the guest form, pay on the payment page/],
  ['popup.e2e.ts', /(csp-popup, (popup|floating): the dialog opens|keyboard only|floating: the launcher|page keeps its scroll position)/],
];

/** The projects to add to the config: the unpacking, then the specs above on Chromium 143, launched as `launch` says but for the browser. */
export const chromium143Projects = (launch: LaunchOptions): Project[] => [
  { name: 'unpack chromium-143', testDir: 'support', testMatch: 'chromium-143.setup.ts' },
  {
    name: 'chromium-143',
    dependencies: ['unpack chromium-143'],
    testMatch: ON_CHROMIUM_143.map(([file]) => `**/${file}`),
    // Matched against the file and the title: whole files where no titles are named.
    grep: ON_CHROMIUM_143.map(([file, titles]) => new RegExp(`${file.replace(/\./g, '\\.')}.*${titles?.source ?? ''}`)),
    use: { launchOptions: { ...launch, executablePath: CHROMIUM_143 } },
  },
];
