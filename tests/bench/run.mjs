#!/usr/bin/env node
// Performance bench (not a test): compares the Preact build (embed-loader/dist) with the same widgets
// built on real React (embed-loader/dist-react). Writes bench/report.json and bench/report.md.
//
//  1. per file raw / gzip / brotli bytes of both builds; what a React app adds for one widget from the npm package
//     (react-app-sizes.mjs);
//  2. per widget the bytes REQUIRED until interactive (widget.js + the static closure the loader requests,
//     from the build's manifest) next to the bytes FETCHED before interactive (Chromium's network log):
//     the difference is explained file by file (the request-schemas modulepreload runs in parallel and is
//     not waited for; a lazy chunk prefetched early; the polyfill);
//  3. the sequential round trips before the booking date strip is usable (dependency-chain depth of
//     the network log, CORS preflights included, read through CDP);
//  4. time to interactive on an emulated slow network (400 ms latency, 400 kbit/s, cache off),
//     median of RUNS runs per build and widget, both builds interleaved in the same run;
//     and on a slow phone: the same network with the CPU PHONE_CPU times slower;
//     and for a returning visitor (a second visit, the CDN's copies past their fresh life);
//     and for the booking widget in multi-service mode (its first screen is the list of services);
//  5. on that slow network, the wait a lazy step adds: booking from pressing Continue after choosing a
//     time to the Form step's first field visible, subscription from choosing a plan to the purchase
//     form's first field visible, each at once and 2 s after the first screen shows (the lazy chunk is
//     prefetched once the first screen has settled). Every run lives at the same hour (clockOffsetMs).
//  5b. waits after a click where an answer decides (CLICKS: the evening's 'Go to next available date', 'Book Again'
//     after a booking, a service chosen in multi-service mode), to the first clickable slot, every request delayed in the servers as in 3
//     (BENCH_ONLY=trips runs them with 3).
//  6. the configurator (configurator-web/dist): median time from a colour edit to the first frame whose
//     preview shows it, and frames per second while a colour is dragged for 2 s (a change every frame).
//     And the first screen on an owner's connection (OWNER_NET): from navigation to the settings' first tab, to
//     the preview's widget, and to the Theme and Config tabs' chunks arrived (fetched after the first screen).
//     BENCH_ONLY=configurator runs just this pass.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSandbox } from '@bookla/sandbox';
import { FIRST_PAINT_CHUNKS, generateSnippet } from '@bookla/runtime/config';
import { BOOKLA_VERSION } from '@bookla/runtime/version';
import { startStaticServer } from '@bookla/dev/static-server';
import { serve as serveConfigurator } from '@bookla/dev/configurator-web';
import { reactAppMarkdown, reactAppSizes } from './react-app-sizes.mjs';

const VERSION = BOOKLA_VERSION;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HERE = fileURLToPath(new URL('.', import.meta.url));
const PAGES = fileURLToPath(new URL('../pages', import.meta.url));
const SOURCES = {
  preact: fileURLToPath(new URL('../../embed-loader/dist', import.meta.url)),
  react: fileURLToPath(new URL('../../embed-loader/dist-react', import.meta.url)),
};
// Filled in main() with snapshots of SOURCES, so a rebuild during the bench cannot mix two builds.
const BUILDS = {};
const WIDGETS = ['booking', 'subscription', 'giftcard'];
const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
/** An owner at a desk: broadband or good 4G, not a visitor's slow phone (the configurator's first-screen pass). */
const OWNER_NET = { offline: false, latency: 100, downloadThroughput: 10_000_000 / 8, uploadThroughput: 2_000_000 / 8 };
/**
 * A slow phone: the slow network plus a CPU this many times slower than the bench machine's (Lighthouse's mobile
 * profile uses 4). Reported beside the network-only figures, not instead of them: the bench machine's CPU is
 * unknown, so the factor says "slower than here", not which phone.
 */
const PHONE_CPU = 4;
/**
 * How old, in seconds, the CDN says its copies of the stable names (widget.js, chunks/<type>.js) are in the returning
 * visitor's pass (an `Age` header, as a CDN edge sends): past their five fresh minutes, so the second visit shows
 * what the cache policy does for someone who comes back later the same day.
 */
const RETURNING_AGE_S = 400;
/**
 * Every run lives at the next 06:30 UTC (08:30 or 09:30 at the demo services, open every day): the sandbox through
 * its clock, the page through a shifted Date. What the widget does depends on the hour: after the tennis court's
 * last session of the day it opens on a later date, the prefetched day no longer holds its first slots, and the
 * first clickable slot needs 'Go to next available date', which no round trip counts. Without a fixed hour the
 * same build measured differently in the evening than in the morning.
 */
const untilNextUtc = (hours, minutes) => {
  const real = Date.now();
  const target = new Date(real);
  target.setUTCHours(hours, minutes, 0, 0);
  if (target.getTime() <= real) target.setUTCDate(target.getUTCDate() + 1);
  return target.getTime() - real;
};
const clockOffsetMs = untilNextUtc(6, 30);
const sandboxClock = () => new Date(Date.now() + clockOffsetMs);
/**
 * The evening pass lives at the next 20:00 UTC: 22:00 or 23:00 at the tennis court (Europe/Riga), after its last
 * session of every day and before midnight, so the widget opens on a day with nothing left and the visitor's
 * first click is 'Go to next available date'.
 */
const eveningOffsetMs = untilNextUtc(20, 0);

// What "interactive" means, in the widget's shadow root: the first enabled day button of the
// booking date strip; the first row of the subscription / gift card list.
const READY = {
  booking: '.bk-day:not([disabled])',
  subscription: '.bk-row',
  giftcard: '.bk-row',
  // The booking widget in multi-service mode: its first screen is the list of services.
  'booking-list': '.bk-row',
};
/** A page's widget type: 'booking-list' is the booking widget with showServiceSelector. */
const typeOf = (widget) => (widget === 'booking-list' ? 'booking' : widget);
/** Booking, once interactive: the first day with times, its first time, and the Continue button that opens the Form step. */
async function chooseTime(page) {
  const days = page.locator('.bk-day:not([disabled]):has(.bk-dot[data-on="true"])');
  for (let i = 0; i < 6 && !(await days.count()); i++) {
    // Dots arrive with the dates; page forward only when this strip page has none.
    try { await days.first().waitFor({ timeout: 5_000 }); } catch { await page.getByRole('button', { name: /next days/i }).click(); }
  }
  await days.first().click();
  await page.locator('.bk-slot').first().click();
  await page.locator('.bk-slot[aria-pressed="true"]').waitFor();
  return page.getByRole('button', { name: /^continue/i }).last();
}

/**
 * The lazy step each widget's bench run walks into once interactive: `prepare` gets the page to just
 * before the visitor's action (as fast as a script can), `trigger` is the element whose click is the
 * action, `target` the first form field whose visibility ends the wait.
 */
const STEPS = [
  {
    widget: 'booking',
    label: 'choose a time the moment the slots show, press Continue → Form step visible',
    prepare: (page) => chooseTime(page),
    target: 'input[name="firstName"]',
  },
  {
    // As for the plans below: a visitor looks at the times before choosing one.
    widget: 'booking',
    label: 'choose a time 2 s after the slots show, press Continue → Form step visible',
    async prepare(page) {
      await page.waitForTimeout(2_000);
      return chooseTime(page);
    },
    target: 'input[name="firstName"]',
  },
  {
    widget: 'subscription',
    label: 'choose a plan the moment the list shows → purchase form visible',
    async prepare(page) {
      return page.locator('.bk-row').first();
    },
    target: 'input[name="firstName"]',
  },
  {
    // A visitor reads the plans before choosing; 2 s is short for that, and enough for the prefetch.
    widget: 'subscription',
    label: 'choose a plan 2 s after the list shows → purchase form visible',
    async prepare(page) {
      await page.waitForTimeout(2_000);
      return page.locator('.bk-row').first();
    },
    target: 'input[name="firstName"]',
  },
];
const CAL_COM = { embedScriptGzip: 16.8 * 1024, roundTripsBeforeSlots: 4 };
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function sizes(buf) {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Per shipped file (js/css) of one build: raw, gzip, brotli. */
function fileTable(root) {
  const dir = join(root, VERSION);
  return walk(dir)
    .filter((f) => /\.(m?js|css)$/.test(f))
    .map((f) => ({ file: relative(dir, f), ...sizes(readFileSync(f)) }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Where the owner's pages (one per widget type, written by main) are. */
let OWNER_PAGES;
const mountsFor = (root) => [{ prefix: '/pages/', dir: PAGES }, { prefix: '/owner/', dir: OWNER_PAGES }, { prefix: '/', dir: root }];

/** The loader's chunk list per widget, as build.mjs leaves it next to widget.js (`w`, `t`, `r`: paths from there). */
function manifestOf(root) {
  return JSON.parse(readFileSync(join(root, VERSION, 'manifest.json'), 'utf8'));
}

function bytesFromManifest(root, manifest, widget) {
  const dir = join(root, VERSION);
  const files = ['widget.js', ...manifest.w[widget]].map((f) => f.replace(/^\.\//, ''));
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizes(readFileSync(join(dir, f)));
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return { files, ...total };
}

/**
 * Required (manifest closure) against fetched (network) before interactive, file by file. Extra fetched
 * files are named by what they are, from the loader's manifest: the request schemas (`r`; every widget imports
 * them once its first screen has settled, or on a validated request before that), the
 * Temporal polyfill (`t`), otherwise a lazy chunk prefetched early. A required file
 * that was not fetched would be a real fault and is listed as missing.
 */
function explainFetched(root, manifest, widget, required, fetched) {
  const dir = join(root, VERSION);
  const role = (f) =>
    f === manifest.r
      ? 'request schemas: imported by the widget (once its first screen settled, or for a validated request), not waited for'
      : f === manifest.t ? 'Temporal polyfill'
        : 'lazy chunk prefetched before interactive';
  const extra = fetched.filter((f) => !required.includes(f)).map((f) => ({ file: f, why: role(f), gzip: sizes(readFileSync(join(dir, f))).gzip }));
  const missing = required.filter((f) => !fetched.includes(f));
  const requiredGzip = required.reduce((a, f) => a + sizes(readFileSync(join(dir, f))).gzip, 0);
  return { requiredGzip, fetchedGzip: requiredGzip + extra.reduce((a, x) => a + x.gzip, 0), extra, missing };
}

/** The widget config an owner page's snippet carries, from the sandbox's own info. */
function configFor(widget, info, apiUrl) {
  const base = { apiKey: info.apiKey, companyId: info.companyId, apiUrl };
  if (widget === 'booking-list') return { ...base, showServiceSelector: true };
  return widget === 'booking' ? { ...base, serviceId: info.services.fixed } : base;
}

/**
 * The owner's page for a widget on a sandbox (written once, under /owner/): the plain host page with its widget.js
 * tag and the test harness taken out and, after the widget's element, the snippet the configurator exports for
 * it (generateSnippet: the text an owner pastes), which adds widget.js and the type's first-paint preload and
 * starts the widget at once. Both builds must name their first-paint chunks as the snippet does.
 */
function ownerPage(widget, info, sandbox) {
  const name = `${widget}-${new URL(sandbox.apiUrl).port}.html`;
  const file = join(OWNER_PAGES, name);
  if (existsSync(file)) return name;
  const type = typeOf(widget);
  for (const root of Object.values(BUILDS)) {
    const first = manifestOf(root).w[type][0].replace(/^\.\//, '');
    if (first !== FIRST_PAINT_CHUNKS[type]) throw new Error(`${type}: ${root} names its first-paint chunk ${first}, the snippet ${FIRST_PAINT_CHUNKS[type]}`);
  }
  const plain = readFileSync(join(PAGES, 'plain.html'), 'utf8');
  const scripts = [`<script defer src="/${VERSION}/widget.js"></script>`, '<script defer src="/pages/harness.js"></script>'];
  const element = '<div id="widget"></div>';
  if (!scripts.every((tag) => plain.includes(`  ${tag}\n`)) || !plain.includes(element)) throw new Error('plain.html no longer has the tags the bench replaces');
  const snippet = generateSnippet(type, configFor(widget, info, sandbox.apiUrl), { scriptUrl: `/${VERSION}/widget.js`, elementId: 'bench' });
  const html = scripts
    .reduce((page, tag) => page.replace(`  ${tag}\n`, ''), plain)
    .replace(element, `<div id="bookla-bench"></div>\n    ${snippet.trim().replace(/\n/g, '\n    ')}`);
  writeFileSync(file, html);
  return name;
}

/**
 * When, in one throttled run, what the widget waited for had arrived (ms on the page's clock, as `tti`):
 * widget.js, the last other script that arrived before interactive (the first-paint code) and the last API answer
 * before interactive (preflights left out: they carry nothing). Whichever came last bounds the time to interactive:
 * fewer bytes only help a widget whose code comes last.
 */
function arrivals(m, staticUrl, apiUrl) {
  const before = m.requests.filter((r) => r.end * 1000 <= m.readyMs + 1);
  const last = (rs) => Math.round(Math.max(0, ...rs.map((r) => r.end * 1000)));
  const scripts = before.filter((r) => r.url.startsWith(staticUrl) && /\.m?js$/.test(new URL(r.url).pathname));
  return {
    widgetJs: last(scripts.filter((r) => new URL(r.url).pathname.endsWith('/widget.js'))),
    code: last(scripts.filter((r) => !new URL(r.url).pathname.endsWith('/widget.js'))),
    api: last(before.filter((r) => r.url.startsWith(apiUrl) && r.method !== 'OPTIONS')),
    tti: Math.round(m.readyMs),
  };
}

/** Opens the owner's page for the widget once and returns the CDP network log and the time to interactive. */
async function measure(browser, { staticUrl, sandbox, info, widget, throttle, cpu, withStep, ready, returning, offsetMs = clockOffsetMs }) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'en-US' });
  // The page's clock moved by offsetMs (Date.now and new Date(), which every widget clock reads), to match a
  // sandbox started with the same offset.
  if (offsetMs) {
    await context.addInitScript((offset) => {
      const Real = Date;
      function Shifted(...args) {
        if (!new.target) return Real();
        return args.length ? new Real(...args) : new Real(Real.now() + offset);
      }
      Shifted.prototype = Real.prototype;
      Shifted.now = () => Real.now() + offset;
      Shifted.UTC = Real.UTC;
      Shifted.parse = Real.parse;
      globalThis.Date = Shifted;
    }, offsetMs);
  }
  // The moment the ready element appears, taken by a mutation observer on each shadow root from its creation
  // (attachShadow), at the render that adds it. Polling once a frame saw it up to a frame late, and a lazy
  // chunk requested right after that render then counted as fetched before interactive.
  const selector = ready ?? READY[widget];
  await context.addInitScript((sel) => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      const seen = () => {
        if (!window.__benchReadyAt && root.querySelector(sel)) window.__benchReadyAt = performance.now();
      };
      new MutationObserver(seen).observe(root, { subtree: true, childList: true, attributes: true });
      return root;
    };
  }, selector);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pageUrl = `${staticUrl}/owner/${ownerPage(widget, info, sandbox)}`;
  if (returning) {
    // A visitor who was here before: a first visit (unthrottled, until its idle loads are done) fills the HTTP
    // cache, and only the second visit is timed. Its log starts empty.
    await page.goto(pageUrl);
    await page.waitForFunction(() => window.__benchReadyAt, undefined, { polling: 'raf', timeout: 90_000 });
    await page.waitForTimeout(1_500);
  } else await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttle) await cdp.send('Network.emulateNetworkConditions', SLOW);
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const log = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    log.set(e.requestId, { id: e.requestId, url: e.request.url, method: e.request.method, type: e.type, start: e.timestamp });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = log.get(e.requestId);
    if (r) {
      r.status = e.response.status;
      r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = log.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.encoded = e.encodedDataLength;
    }
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));

  log.clear();
  await page.goto(pageUrl, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__benchReadyAt, undefined, { polling: 'raf', timeout: 90_000 });
  const tti = await handle.jsonValue();
  const step = withStep ? await measureStep(page, log, withStep) : undefined;
  // CDP timestamps are monotonic seconds; anchor them on the document request, where the page's
  // performance.now() (and so `tti`) starts too. Better still, on widget.js's request as the page's own resource
  // timing saw it: the document's CDP timestamp is a few ms after the page clock's origin, which made requests
  // started just after the ready render look as if they came before it.
  const requests = [...log.values()].filter((r) => r.end !== undefined);
  const doc = requests.find((r) => r.type === 'Document');
  const seen = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]));
  const anchor = requests.find((r) => /\/widget\.js$/.test(new URL(r.url).pathname) && seen.some(([name]) => name === r.url));
  const t0 = anchor
    ? anchor.start - seen.find(([name]) => name === anchor.url)[1] / 1000
    : (doc?.start ?? Math.min(...requests.map((r) => r.start)));
  await context.close();
  return { tti, step, requests: requests.map((r) => ({ ...r, start: r.start - t0, end: r.end - t0 })), readyMs: tti, errors };
}

/**
 * The visitor's action and the wait after it, timed inside the page (click to first frame showing the
 * target field), so Playwright's own round trips are not counted. Also says which scripts were still
 * loading at the click and which were requested after it: none means the lazy chunk was already there.
 */
async function measureStep(page, log, { prepare, target }) {
  const trigger = await (await prepare(page)).elementHandle();
  // Let CDP events of requests already made arrive before the snapshot.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const isJs = (r) => /\.m?js$/.test(new URL(r.url).pathname);
  const before = new Set(log.keys());
  const pendingAtClick = [...log.values()].filter((r) => isJs(r) && r.end === undefined).map((r) => new URL(r.url).pathname.split('/').pop());
  const ms = await page.evaluate(async ({ el, sel }) => {
    const find = (root) => {
      const hit = root.querySelector(sel);
      if (hit) return hit;
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) {
        const inner = find(e.shadowRoot);
        if (inner) return inner;
      }
      return null;
    };
    const t0 = performance.now();
    el.click();
    return new Promise((resolve, reject) => {
      const give = setTimeout(() => reject(new Error(`${sel} not visible 30 s after the click`)), 30_000);
      const tick = () => {
        const hit = find(document);
        if (hit && hit.getClientRects().length) {
          clearTimeout(give);
          resolve(performance.now() - t0);
        } else requestAnimationFrame(tick);
      };
      tick();
    });
  }, { el: trigger, sel: target });
  const after = [...log.values()].filter((r) => !before.has(r.id));
  const requestedAfter = after.filter(isJs).map((r) => new URL(r.url).pathname.split('/').pop());
  // Anything else asked for between the click and the target's first frame: API calls, their preflights included.
  const apiAfter = after.filter((r) => !isJs(r) && !r.url.startsWith('data:')).map((r) => `${r.method} …/${new URL(r.url).pathname.split('/').pop()}`);
  return { ms: Math.round(ms), pendingAtClick, requestedAfter, apiAfter };
}

/**
 * Dependency-chain depth: a request depends on every request that had finished before it started.
 * Depth 1 = started without waiting on anything. A CORS preflight is its own round trip: CDP reports the
 * real request first (its start is when fetch() was called), so that request is moved to start when its
 * preflight ended. data: URLs cost no trip and are left out.
 */
function chainDepth(requests, untilMs, { fromScript }) {
  const isPreflight = (r) => r.method === 'OPTIONS' || r.type === 'Preflight';
  const relevant = requests
    .filter((r) => /^https?:/.test(r.url) && r.end * 1000 <= untilMs + 1)
    .filter((r) => !fromScript || r.type !== 'Document')
    .map((r) => ({ ...r }));
  for (const r of relevant) {
    if (isPreflight(r)) continue;
    const pre = relevant.find((p) => isPreflight(p) && p.url === r.url && p.start >= r.start && !p.claimed);
    if (pre) {
      // The preflight leaves when fetch() is called (CDP stamps it a little later), the request after it.
      pre.claimed = true;
      pre.start = Math.min(pre.start, r.start);
      r.start = Math.max(r.start, pre.end);
    }
  }
  relevant.sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const r of relevant) {
    let d = 1;
    for (const q of relevant) if (q !== r && q.end <= r.start && depth.has(q)) d = Math.max(d, depth.get(q) + 1);
    depth.set(r, d);
  }
  let chain = 0;
  let last;
  for (const [r, d] of depth) if (d > chain) { chain = d; last = r; }
  // Walk back the longest chain for the report.
  const path = [];
  let cur = last;
  while (cur) {
    const name = new URL(cur.url).pathname.replace(/\/api\/v1\/client\/companies\/[^/]+/, '/api/…');
    path.unshift(`${isPreflight(cur) ? 'OPTIONS (preflight)' : cur.method} ${name}`);
    const want = depth.get(cur) - 1;
    const at = cur;
    cur = want
      ? relevant.filter((q) => depth.get(q) === want && q.end <= at.start).sort((a, b) => b.end - a.end)[0]
      : undefined;
  }
  return { depth: chain, path };
}

/** Milliseconds every request waits in the round-trip pass: long against everything else on loopback. */
const TRIP_MS = 300;
/** A time slot the visitor can press: where booking really becomes usable. */
const FIRST_SLOT = '.bk-slot:not([disabled])';

/**
 * Sequential round trips from widget.js to the first clickable time slot of the booking widget, on a first
 * visit (cache off), with every request delayed TRIP_MS by the servers themselves: Chromium's throttling
 * does not delay CORS preflights, so only a delay on the server side makes each one cost what it costs a
 * visitor far away. Counted twice: from the request log (chain depth, preflights as trips) and from the
 * clock (time from widget.js's request to the slot, over TRIP_MS), so the two check each other.
 */
async function measureSlotTrips(browser, info) {
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', latencyMs: TRIP_MS, now: sandboxClock });
  const out = {};
  try {
    for (const [name, root] of Object.entries(BUILDS)) {
      const server = await startStaticServer({ mounts: mountsFor(root), latency: TRIP_MS });
      try {
        const m = await measure(browser, { staticUrl: server.url, sandbox, info, widget: 'booking', throttle: false, ready: FIRST_SLOT });
        const script = m.requests.find((r) => new URL(r.url).pathname.endsWith('/widget.js'));
        const sinceScript = m.readyMs - script.start * 1000;
        const chain = chainDepth(m.requests, m.readyMs, { fromScript: true });
        // The day the widget opened on: today's times need no dates answer first.
        const timesQueried = m.requests.filter((r) => /\/times$/.test(new URL(r.url).pathname) && r.method === 'POST').length;
        out[name] = { depth: chain.depth, path: chain.path, byClock: Math.round(sinceScript / TRIP_MS * 10) / 10, ms: Math.round(sinceScript), timesQueried, errors: m.errors };
      } finally {
        await server.close();
      }
    }
  } finally {
    await sandbox.close();
  }
  return { tripMs: TRIP_MS, builds: out };
}

/**
 * Waits after a visitor's click, on a first visit, where the answer decides: every request (CORS preflights
 * included) waits TRIP_MS in the servers, as in the round-trip pass, so each API call the click needs costs what
 * it costs a visitor far away. Timed in the page from the click to the first clickable slot.
 * - The evening: the booking widget opens on a day with nothing left ('No available times'), and the visitor's
 *   first click is 'Go to next available date'.
 * - Multi-service mode: the visitor chooses the tennis court from the list of services (after reading it).
 */
const CLICKS = [
  {
    label: "the evening: 'Go to next available date' → the next day's first clickable slot",
    widget: 'booking',
    offsetMs: eveningOffsetMs,
    step: { prepare: (page) => page.getByRole('button', { name: 'Go to next available date' }), target: FIRST_SLOT },
  },
  {
    // A second booking after the first: the Date step again, for the same service.
    label: "after a booking: 'Book Again' → the first clickable slot",
    widget: 'booking',
    offsetMs: clockOffsetMs,
    step: {
      async prepare(page) {
        await page.locator(FIRST_SLOT).first().click();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.locator('input[name="firstName"]').fill('Erika');
        await page.locator('input[name="lastName"]').fill('Mustermann');
        await page.locator('input[name="email"]').fill(`bench-${Date.now().toString(36)}@example.com`);
        await page.getByRole('button', { name: 'Book Now' }).click();
        return page.getByRole('button', { name: 'Book Again' });
      },
      target: FIRST_SLOT,
    },
  },
  {
    // A visitor reads the list before choosing; 2 s is short for that.
    label: 'multi-service mode: choose the tennis court 2 s after the list shows → its first clickable slot',
    widget: 'booking-list',
    offsetMs: clockOffsetMs,
    step: {
      async prepare(page) {
        await page.waitForTimeout(2_000);
        return page.getByRole('button', { name: /Tennis court/ });
      },
      target: FIRST_SLOT,
    },
  },
];

async function measureClicks(browser, info) {
  const out = [];
  for (const { label, widget, offsetMs, step } of CLICKS) {
    const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', latencyMs: TRIP_MS, now: () => new Date(Date.now() + offsetMs) });
    const builds = {};
    try {
      for (const [name, root] of Object.entries(BUILDS)) {
        const server = await startStaticServer({ mounts: mountsFor(root), latency: TRIP_MS });
        builds[name] = [];
        try {
          for (let i = 0; i < RUNS; i++) {
            const m = await measure(browser, { staticUrl: server.url, sandbox, info, widget, throttle: false, offsetMs, withStep: step });
            builds[name].push({ ...m.step, errors: m.errors });
            process.stdout.write('.');
          }
        } finally {
          await server.close();
        }
      }
    } finally {
      await sandbox.close();
    }
    const medians = Object.fromEntries(Object.entries(builds).map(([b, runs]) => [b, median(runs.map((x) => x.ms))]));
    out.push({ label, builds, medians });
  }
  return { tripMs: TRIP_MS, clicks: out };
}

/** The popup page: the owner's button, the widget's element and the snippet the configurator exports for a popup. */
function popupPage(info, sandbox) {
  const name = `popup-${new URL(sandbox.apiUrl).port}.html`;
  const file = join(OWNER_PAGES, name);
  if (existsSync(file)) return name;
  const config = { ...configFor('booking', info, sandbox.apiUrl), embed: { mode: 'popup' } };
  const snippet = generateSnippet('booking', config, { scriptUrl: `/${VERSION}/widget.js`, elementId: 'bench' });
  writeFileSync(file, `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Popup</title></head><body>
<header><button type="button" id="opener" data-bookla-open="bookla-bench">Book now</button></header><main><h1>Book with us</h1>
<div id="bookla-bench"></div>
${snippet}</main></body></html>`);
  return name;
}

/**
 * The popup mode on the slow network, cache off: the time from a click on the owner's button to the first clickable
 * slot in the dialog, when the click comes right at the page's load (no intent before it: the widget starts loading
 * with the click, at the latest with the idle moment after load) and when the pointer rested on the button
 * `INTENT_MS` before it; and the bytes a page that never opens the dialog fetches, by the time its network is quiet.
 */
const INTENT_MS = 1500;
async function measurePopup(browser, server, info, sandbox) {
  const url = `${server.url}/owner/${popupPage(info, sandbox)}`;
  const run = async (mode) => {
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
    await page.goto(url, { waitUntil: 'load' });
    let ms;
    if (mode === 'never') {
      await page.waitForLoadState('networkidle');
    } else {
      if (mode === 'intent') {
        await page.hover('#opener');
        await page.waitForTimeout(INTENT_MS);
      }
      ms = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const t0 = performance.now();
            document.getElementById('opener').click();
            const host = document.getElementById('bookla-bench');
            const tick = () => {
              const slot = host.shadowRoot?.querySelector('.bk-popup-box')?.shadowRoot?.querySelector('.bk-slot:not([disabled])');
              if (slot) resolve(Math.round(performance.now() - t0));
              else requestAnimationFrame(tick);
            };
            tick();
          }),
      );
    }
    await context.close();
    return { ms, bytes };
  };
  const runs = { atLoad: [], intent: [], never: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.atLoad.push((await run('atLoad')).ms);
    runs.intent.push((await run('intent')).ms);
    runs.never.push((await run('never')).bytes);
  }
  return { intentMs: INTENT_MS, runs, medians: { atLoad: median(runs.atLoad), intent: median(runs.intent), neverBytes: median(runs.never) } };
}

async function main() {
  const snapshot = mkdtempSync(join(tmpdir(), 'bookla-bench-'));
  for (const [name, root] of Object.entries(SOURCES)) {
    if (!existsSync(join(root, VERSION, 'widget.js'))) {
      throw new Error(`${name} build missing: ${join(root, VERSION, 'widget.js')} (run: npx turbo run build --filter=@bookla/embed-loader...)`);
    }
    BUILDS[name] = join(snapshot, name);
    cpSync(root, BUILDS[name], { recursive: true });
  }
  OWNER_PAGES = join(snapshot, 'owner');
  mkdirSync(OWNER_PAGES);
  const sandbox = await startSandbox({ port: 0, host: '127.0.0.1', now: sandboxClock });
  const info = await (await fetch(`${sandbox.url}/sandbox/info`)).json();
  const servers = {};
  for (const [name, root] of Object.entries(BUILDS)) {
    servers[name] = await startStaticServer({ mounts: mountsFor(root) });
    // The same files, with copies of the stable names RETURNING_AGE_S old at the CDN, for the returning visitor.
    servers[`${name}-aged`] = await startStaticServer({
      mounts: mountsFor(root),
      headersFor: (url) => (/\.js$/.test(url.pathname) && !/-[A-Z0-9]{8}\.js$/.test(url.pathname) ? { Age: String(RETURNING_AGE_S) } : {}),
    });
  }
  const browser = await chromium.launch(LAUNCH);
  const report = { date: new Date().toISOString(), chromium: browser.version(), runs: RUNS, network: SLOW, calCom: CAL_COM, files: {}, widgets: {}, roundTrips: {} };
  try {
    for (const [name, root] of Object.entries(BUILDS)) report.files[name] = fileTable(root);
    // Where the Preact build's bytes until interactive come from, by package and by module (build manifest).
    report.sources = JSON.parse(readFileSync(join(BUILDS.preact, 'manifest.json'), 'utf8')).sources;
    report.configurator = configuratorSizes();
    report.reactApp = await reactAppSizes();

    if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'configurator') {
      report.configurator = {
        ...report.configurator,
        ...(await measureConfigurator(browser, servers.preact.url, sandbox.apiUrl)),
        load: await measureConfiguratorLoad(browser, servers.preact.url, sandbox.apiUrl),
      };
    }
    // BENCH_ONLY=trips: just the round-trip pass (a quick look while working on the critical path).
    for (const widget of process.env.BENCH_ONLY ? [] : WIDGETS) {
      const entry = { manifest: {}, network: {}, fetched: {}, tti: { preact: [], react: [] }, phone: { preact: [], react: [] }, returning: { preact: [], react: [] }, arrivals: { preact: [], react: [] } };
      // The widget's first step is timed in the TTI runs themselves (after interactive), any further
      // ones in runs of their own.
      const steps = STEPS.filter((x) => x.widget === widget).map((def) => ({ def, label: def.label, runs: { preact: [], react: [] } }));
      for (const [name, root] of Object.entries(BUILDS)) {
        entry.manifest[name] = bytesFromManifest(root, manifestOf(root), widget);
        // Unthrottled pass: the transferred JS bytes (content-encoded, as served) and the request log.
        const m = await measure(browser, { staticUrl: servers[name].url, sandbox, info, widget, throttle: false });
        // Every script requested before interactive (a preload still arriving counts: it competes for the
        // link); the transferred bytes are those that had arrived by then.
        const js = m.requests.filter((r) => r.url.startsWith(servers[name].url) && /\.m?js$/.test(new URL(r.url).pathname)
          && !/\/pages\//.test(r.url) && r.start * 1000 <= m.readyMs + 1);
        entry.network[name] = {
          files: js.map((r) => new URL(r.url).pathname.replace(`/${VERSION}/`, '')),
          encoding: [...new Set(js.map((r) => r.encoding ?? 'identity'))].join(','),
          transferred: js.filter((r) => r.end * 1000 <= m.readyMs + 1).reduce((a, r) => a + (r.encoded ?? 0), 0),
          errors: m.errors,
        };
        entry.fetched[name] = explainFetched(root, manifestOf(root), widget, entry.manifest[name].files, entry.network[name].files);
      }
      entry.ratioGzip = entry.manifest.react.gzip / entry.manifest.preact.gzip;
      for (let i = 0; i < RUNS; i++) {
        for (const name of Object.keys(BUILDS)) {
          const m = await measure(browser, { staticUrl: servers[name].url, sandbox, info, widget, throttle: true, withStep: steps[0]?.def });
          entry.tti[name].push(Math.round(m.tti));
          entry.arrivals[name].push(arrivals(m, servers[name].url, sandbox.apiUrl));
          entry.phone[name].push(Math.round((await measure(browser, { staticUrl: servers[name].url, sandbox, info, widget, throttle: true, cpu: PHONE_CPU })).tti));
          entry.returning[name].push(Math.round((await measure(browser, { staticUrl: servers[`${name}-aged`].url, sandbox, info, widget, throttle: true, returning: true })).tti));
          if (steps[0]) steps[0].runs[name].push(m.step);
          for (const st of steps.slice(1)) {
            st.runs[name].push((await measure(browser, { staticUrl: servers[name].url, sandbox, info, widget, throttle: true, withStep: st.def })).step);
          }
          if (widget === 'booking' && i === 0) {
            report.roundTrips[name] = {
              withPage: chainDepth(m.requests, m.readyMs, { fromScript: false }),
              fromScript: chainDepth(m.requests, m.readyMs, { fromScript: true }),
              requests: m.requests.filter((r) => r.end * 1000 <= m.readyMs + 1).map((r) => ({
                url: new URL(r.url).pathname, method: r.method, type: r.type,
                startMs: Math.round(r.start * 1000), endMs: Math.round(r.end * 1000),
              })),
            };
          }
          process.stdout.write('.');
        }
      }
      entry.ttiMedian = { preact: median(entry.tti.preact), react: median(entry.tti.react) };
      entry.phoneMedian = { preact: median(entry.phone.preact), react: median(entry.phone.react) };
      entry.returningMedian = { preact: median(entry.returning.preact), react: median(entry.returning.react) };
      entry.arrivalsMedian = Object.fromEntries(
        Object.entries(entry.arrivals).map(([b, runs]) => [b, Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((x) => x[k]))]))]),
      );
      for (const st of steps) {
        delete st.def;
        st.median = { preact: median(st.runs.preact.map((x) => x.ms)), react: median(st.runs.react.map((x) => x.ms)) };
      }
      if (steps.length) entry.steps = steps;
      report.widgets[widget] = entry;
    }
    if (!process.env.BENCH_ONLY) {
      // The booking widget in multi-service mode: the list of services it opens on, which widget.js asks for.
      const list = { tti: { preact: [], react: [] } };
      for (let i = 0; i < RUNS; i++) {
        for (const name of Object.keys(BUILDS)) {
          list.tti[name].push(Math.round((await measure(browser, { staticUrl: servers[name].url, sandbox, info, widget: 'booking-list', throttle: true })).tti));
        }
      }
      list.ttiMedian = { preact: median(list.tti.preact), react: median(list.tti.react) };
      report.serviceList = list;
    }
    if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'popup') {
      report.popup = {};
      for (const name of Object.keys(BUILDS)) report.popup[name] = await measurePopup(browser, servers[name], info, sandbox);
    }
    if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === 'trips') {
      report.slotTrips = await measureSlotTrips(browser, info);
      report.clickWaits = await measureClicks(browser, info);
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
    for (const s of Object.values(servers)) await s.close();
    await sandbox.close();
    rmSync(snapshot, { recursive: true, force: true });
  }
  const md = toMarkdown(report);
  // A partial run prints its tables but leaves the committed report alone.
  if (!process.env.BENCH_ONLY) {
    writeFileSync(join(HERE, 'report.json'), JSON.stringify(report, null, 2) + '\n');
    writeFileSync(join(HERE, 'report.md'), md);
  }
  console.log(md);
}

const EDITS = 25;
const DRAG_MS = 2000;

/**
 * The configurator's responsiveness in the standalone app: a colour typed into the theme's background field
 * (as an owner or a colour picker does), timed from the input event to the first animation frame whose preview
 * widget shows the new colour; and a 2 s drag (a new colour every frame) counted in frames per second with the
 * longest frame. Unthrottled: this is the owner's machine, not a visitor's phone.
 */
async function measureConfigurator(browser, cdnBase, demoApiUrl) {
  const app = await serveConfigurator({ cdnBase, demoApiUrl });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${app.url}/`);
    await page.waitForFunction(() => document.querySelector('[data-testid="preview-widget"]')?.shadowRoot?.querySelector('.bk-root .bk-title'), null, { timeout: 60_000 });
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('button', { name: /^Background: solid/ }).first().click();
    const input = await page.getByRole('textbox', { name: 'Colour 1' }).elementHandle();
    const result = await input.evaluate(
      async (el, { edits, dragMs }) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const root = () => document.querySelector('[data-testid="preview-widget"]').shadowRoot.querySelector('.bk-root');
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        const hex = (i) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`;
        const rgb = (h) => `rgb(${parseInt(h.slice(1, 3), 16)}, ${parseInt(h.slice(3, 5), 16)}, ${parseInt(h.slice(5, 7), 16)})`;
        const type = (value) => {
          setValue.call(el, value);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        const times = [];
        // How many of the edits the very next frame already showed: the best any page can do (a frame is ~16.7 ms
        // at 60 Hz, so the edit-to-frame time cannot go below the wait for the next frame).
        let nextFrame = 0;
        for (let i = 1; i <= edits; i++) {
          const colour = hex(i);
          await frame();
          const start = performance.now();
          type(colour);
          for (let f = 0; f < 120; f++) {
            await frame();
            if (getComputedStyle(root()).backgroundColor === rgb(colour)) {
              if (f === 0) nextFrame++;
              break;
            }
          }
          times.push(performance.now() - start);
        }
        // The drag: a new colour every frame for dragMs.
        let frames = 0;
        let longest = 0;
        let last = performance.now();
        const end = last + dragMs;
        for (let i = 1000; performance.now() < end; i++) {
          type(hex(i));
          await frame();
          const now = performance.now();
          longest = Math.max(longest, now - last);
          last = now;
          frames++;
        }
        return { times, nextFrame, fps: frames / (dragMs / 1000), longestFrameMs: longest };
      },
      { edits: EDITS, dragMs: DRAG_MS },
    );
    const sorted = [...result.times].sort((a, b) => a - b);
    return {
      editToFrame: { edits: EDITS, nextFrame: result.nextFrame, medianMs: Math.round(median(result.times) * 10) / 10, p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] * 10) / 10 },
      drag: { seconds: DRAG_MS / 1000, fps: Math.round(result.fps * 10) / 10, longestFrameMs: Math.round(result.longestFrameMs) },
    };
  } finally {
    await page.close();
    await app.close();
  }
}

/**
 * The standalone configurator's first screen on an owner's connection (OWNER_NET, cache off), median of RUNS: ms
 * from navigation to the settings' first tab shown, to the preview widget's first heading, and to the Theme and
 * Config tabs' chunks arrived (they are fetched once the first screen shows, so an owner's first click finds them).
 */
/** In the page: both settings tabs' chunks have arrived. */
const tabsArrived = () => ['ThemeTab-', 'ConfigTab-'].every((n) => performance.getEntriesByType('resource').some((e) => e.name.includes(n) && e.responseEnd > 0));

async function measureConfiguratorLoad(browser, cdnBase, demoApiUrl) {
  const app = await serveConfigurator({ cdnBase, demoApiUrl });
  const runs = { settings: [], preview: [], tabs: [] };
  try {
    // The stand-in compresses each file on its first request (brotli 11 takes a second for the app's JS), as a
    // CDN does once: an untimed load first, so no run times the compression.
    const warm = await browser.newPage();
    await warm.goto(`${app.url}/`);
    await warm.waitForFunction(tabsArrived, null, { timeout: 60_000 });
    await warm.close();
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', OWNER_NET);
      await page.goto(`${app.url}/`);
      const at = (fn) => page.waitForFunction(fn, null, { polling: 'raf', timeout: 60_000 }).then(() => page.evaluate(() => performance.now()));
      runs.settings.push(await at(() => document.querySelector('[role="tab"][aria-selected="true"]')));
      runs.preview.push(await at(() => document.querySelector('[data-testid="preview-widget"]')?.shadowRoot?.querySelector('.bk-root .bk-title')));
      runs.tabs.push(
        await page
          .waitForFunction(tabsArrived, null, { timeout: 60_000 })
          .then(() => page.evaluate(() => Math.max(...performance.getEntriesByType('resource').filter((e) => /(ThemeTab|ConfigTab)-/.test(e.name)).map((e) => e.responseEnd)))),
      );
      await context.close();
    }
  } finally {
    await app.close();
  }
  const m = (xs) => Math.round(median(xs));
  return { network: OWNER_NET, settingsMs: m(runs.settings), previewMs: m(runs.preview), tabsMs: m(runs.tabs), runs: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, v.map(Math.round)])) };
}

/** The configurator's sizes as its build measured them (dist/manifest.json), with its CI ceilings. */
function configuratorSizes() {
  const dir = join(HERE, '..', '..', 'configurator-web');
  const file = join(dir, 'dist', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const { sizes } = JSON.parse(readFileSync(file, 'utf8'));
  const ceilings = JSON.parse(readFileSync(join(dir, 'dist', 'ceilings.json'), 'utf8'));
  return { sizes, ceilings };
}

function toMarkdown(r) {
  const lines = [
    `# Widget bench (${r.date})`,
    '',
    `Chromium ${r.chromium}; slow network: ${r.network.latency} ms latency, ${(r.network.downloadThroughput * 8) / 1000} kbit/s down/up, cache disabled; median of ${r.runs} runs.`,
    'The page: a plain host page with the widget\'s element and, after it, the snippet the configurator exports (it adds widget.js and preloads the type\'s first-paint chunk beside it).',
    `Reference: Cal.com's embed script alone is ${kb(r.calCom.embedScriptGzip)} gzip with ${r.calCom.roundTripsBeforeSlots} sequential round trips before slots show.`,
    '',
    '## Bytes required until interactive (widget.js + the chunks the loader requests)',
    '',
    'What the widget cannot be interactive without: the build manifest\'s static closure.',
    '',
    '| widget | Preact gzip | Preact brotli | React gzip | React brotli | React/Preact (gzip) |',
    '|---|---|---|---|---|---|',
  ];
  for (const [w, e] of Object.entries(r.widgets)) {
    lines.push(`| ${w} | ${kb(e.manifest.preact.gzip)} (${e.manifest.preact.files.length} files) | ${kb(e.manifest.preact.brotli)} | ${kb(e.manifest.react.gzip)} (${e.manifest.react.files.length} files) | ${kb(e.manifest.react.brotli)} | ${e.ratioGzip.toFixed(1)}× |`);
  }
  if (r.reactApp) lines.push('', ...reactAppMarkdown(r.reactApp));
  lines.push('', '## Bytes fetched before interactive (network)', '',
    'Every script Chromium requested before the widget was interactive (unthrottled pass). It is more than what is',
    'required when widget.js also starts something the widget needs soon after; each extra file is named by what it is.',
    '"on the wire" is what had arrived by then, as served (content-encoded).', '',
    '| widget | build | required gzip | fetched gzip | on the wire | extra fetched, and why | required but not fetched |',
    '|---|---|---|---|---|---|---|');
  for (const [w, e] of Object.entries(r.widgets)) {
    for (const b of ['preact', 'react']) {
      const f = e.fetched[b];
      const extra = f.extra.map((x) => `${x.file} (${kb(x.gzip)}): ${x.why}`).join('; ') || 'none';
      lines.push(`| ${w} | ${b} | ${kb(f.requiredGzip)} | ${kb(f.fetchedGzip)} | ${kb(e.network[b].transferred)} (${e.network[b].encoding}, ${e.network[b].files.length} files) | ${extra} | ${f.missing.join(', ') || 'none'} |`);
    }
  }
  lines.push('', '## Time to interactive, slow network (median ms)', '', '| widget | Preact | React | Preact/React | runs Preact | runs React |', '|---|---|---|---|---|---|');
  for (const [w, e] of Object.entries(r.widgets)) {
    lines.push(`| ${w} | ${e.ttiMedian.preact} | ${e.ttiMedian.react} | ${(e.ttiMedian.preact / e.ttiMedian.react).toFixed(2)}× | ${e.tti.preact.join(', ')} | ${e.tti.react.join(', ')} |`);
  }
  if (r.serviceList) {
    const l = r.serviceList;
    lines.push('', '## Booking in multi-service mode: the list of services, slow network (median ms)', '',
      'The same page with `showServiceSelector: true` and no serviceId: interactive when the first service row shows.', '',
      '| Preact | React | Preact/React | runs Preact | runs React |', '|---|---|---|---|---|',
      `| ${l.ttiMedian.preact} | ${l.ttiMedian.react} | ${(l.ttiMedian.preact / l.ttiMedian.react).toFixed(2)}× | ${l.tti.preact.join(', ')} | ${l.tti.react.join(', ')} |`);
  }
  lines.push('', `## Time to interactive, slow phone: the same network and a ${PHONE_CPU}× slower CPU (median ms)`, '',
    'The same page and network with Chromium\'s CPU throttling: what the widget does between its code\'s arrival and the first',
    'screen (evaluating the code, the first renders) counts as it would on a slow phone.', '',
    '| widget | Preact | React | Preact/React | runs Preact | runs React |', '|---|---|---|---|---|---|');
  for (const [w, e] of Object.entries(r.widgets)) {
    if (!e.phoneMedian) continue;
    lines.push(`| ${w} | ${e.phoneMedian.preact} | ${e.phoneMedian.react} | ${(e.phoneMedian.preact / e.phoneMedian.react).toFixed(2)}× | ${e.phone.preact.join(', ')} | ${e.phone.react.join(', ')} |`);
  }
  lines.push('', '## A returning visitor, slow network (median ms)', '',
    `The same page visited again later the same day: the browser holds the first visit's files, the CDN's copies of`,
    `widget.js and the first-paint chunk are ${RETURNING_AGE_S} s old (past their five fresh minutes), the API answers are asked again.`,
    'What the cache policy buys (static-server.mjs: stale-while-revalidate, ETags) next to the first visit above.', '',
    '| widget | Preact first visit | Preact returning | React first visit | React returning | runs Preact | runs React |', '|---|---|---|---|---|---|---|');
  for (const [w, e] of Object.entries(r.widgets)) {
    if (!e.returningMedian) continue;
    lines.push(`| ${w} | ${e.ttiMedian.preact} | ${e.returningMedian.preact} | ${e.ttiMedian.react} | ${e.returningMedian.react} | ${e.returning.preact.join(', ')} | ${e.returning.react.join(', ')} |`);
  }
  lines.push('', '## What the time to interactive waited for, slow network (median ms)', '',
    'When each part had arrived, on the page\'s clock (as the time to interactive): widget.js, the widget\'s code (the last other',
    'script before interactive: its first-paint chunk) and the last API answer before interactive (the loader\'s prefetch). The',
    'later of the last two bounds the time to interactive: fewer bytes only help a widget whose code arrives last.', '',
    '| widget | build | widget.js | code | API answers | interactive | waited last for |', '|---|---|---|---|---|---|---|');
  for (const [w, e] of Object.entries(r.widgets)) {
    for (const [b, a] of Object.entries(e.arrivalsMedian ?? {})) {
      lines.push(`| ${w} | ${b} | ${a.widgetJs} | ${a.code} | ${a.api} | ${a.tti} | ${a.code >= a.api ? 'the code' : 'the API answers'} (+${a.tti - Math.max(a.code, a.api)} ms to render) |`);
    }
  }
  lines.push('', '## Wait a lazy step adds, slow network (median ms)', '',
    'Timed in the page from the visitor\'s click to the first frame showing the step\'s first field, once interactive and',
    'as fast as a script can get there. "requested after the click" lists scripts not yet requested when the visitor',
    'clicked (none: the lazy step was there; else the prefetch\'s own imports were still on their way).', '',
    '| widget | step | Preact | React | runs Preact | runs React | requested after the click |', '|---|---|---|---|---|---|---|');
  for (const [w, e] of Object.entries(r.widgets)) {
    for (const st of e.steps ?? []) {
      const after = ['preact', 'react'].map((b) => `${b}: ${[...new Set(st.runs[b].flatMap((x) => x.requestedAfter))].join(', ') || 'none'}`).join('; ');
      lines.push(`| ${w} | ${st.label} | ${st.median.preact} | ${st.median.react} | ${st.runs.preact.map((x) => x.ms).join(', ')} | ${st.runs.react.map((x) => x.ms).join(', ')} | ${after} |`);
    }
  }
  lines.push('', '## Sequential round trips before the booking date strip is usable', '');
  for (const [b, t] of Object.entries(r.roundTrips)) {
    lines.push(`- ${b}: ${t.fromScript.depth} from widget.js (${t.withPage.depth} counting the host page): ${t.withPage.path.join(' → ')}`);
  }
  lines.push('', 'Counted with CORS preflights as their own trip (every API call carries X-API-Key, so each needs one). Chromium\'s',
    'throttling does not delay preflights, so on a real slow link the API path is one latency longer than the TTI above shows;',
    'here the chunks, not the API, are the critical path.');
  if (r.slotTrips) {
    lines.push('', '## Sequential round trips from widget.js to the first clickable time slot (booking, first visit)', '',
      `Every request, CORS preflights included, waits ${r.slotTrips.tripMs} ms in the servers; cache off. "by the clock" is the time from`,
      'widget.js\'s request to the first enabled slot divided by that delay (a check on the chain read from the network log).', '',
      '| build | trips (network log) | by the clock | ms | chain |', '|---|---|---|---|---|');
    for (const [b, t] of Object.entries(r.slotTrips.builds)) {
      lines.push(`| ${b} | ${t.depth} | ${t.byClock} | ${t.ms} | ${t.path.join(' → ')} |`);
    }
  }
  if (r.clickWaits) {
    lines.push('', '## Waits after a click where an answer decides (booking, first visit)', '',
      `Timed in the page from the click to the first enabled slot; every request, CORS preflights included, waits`,
      `${r.clickWaits.tripMs} ms in the servers. The evening runs at 22:00 or 23:00 at the service, after its last session of the day.`, '',
      '| click | build | median ms | runs | requested after the click |', '|---|---|---|---|---|');
    for (const c of r.clickWaits.clicks) {
      for (const [b, runs] of Object.entries(c.builds)) {
        lines.push(`| ${c.label} | ${b} | ${c.medians[b]} | ${runs.map((x) => x.ms).join(', ')} | ${[...new Set(runs.flatMap((x) => [...x.apiAfter, ...x.requestedAfter]))].join(', ') || 'none'} |`);
      }
    }
  }
  if (r.popup) {
    lines.push('', '## Popup: from a click on the owner\'s button to the first clickable slot in the dialog (slow network, cache off)', '',
      `"at load": the click comes as the page's load ends, with no intent before it; "after intent": the pointer rested on the button ${Object.values(r.popup)[0].intentMs} ms before the click.`,
      '"never opened": everything a page whose visitor never opens the dialog fetched by the time its network was quiet (as served).', '',
      '| build | at load, median ms | after intent, median ms | never opened, median bytes | runs (at load / after intent) |', '|---|---|---|---|---|');
    for (const [b, p] of Object.entries(r.popup)) {
      lines.push(`| ${b} | ${p.medians.atLoad} | ${p.medians.intent} | ${kb(p.medians.neverBytes)} | ${p.runs.atLoad.join(', ')} / ${p.runs.intent.join(', ')} |`);
    }
  }
  if (r.sources) {
    lines.push('', '## Where the bytes until interactive come from (Preact build, gzip, estimated per module)', '',
      'Each shipped file\'s gzip bytes shared out by the minified bytes its source modules left in it (esbuild\'s metafile).', '');
    const pkg = (m) => m.startsWith('node_modules/') ? m.split('/').slice(1, m.split('/')[1].startsWith('@') ? 3 : 2).join('/') : m.split('/')[0];
    for (const [w, list] of Object.entries(r.sources)) {
      const byPkg = {};
      for (const [m, n] of list) byPkg[pkg(m)] = (byPkg[pkg(m)] ?? 0) + n;
      lines.push(`### ${w}: ${kb(list.reduce((a, [, n]) => a + n, 0))}`, '',
        `By package: ${Object.entries(byPkg).sort((a, b) => b[1] - a[1]).map(([p, n]) => `${p} ${kb(n)}`).join(', ')}.`, '',
        '| module | gzip |', '|---|---|', ...list.slice(0, 15).map(([m, n]) => `| ${m} | ${n} |`), '');
    }
  }
  if (r.configurator?.editToFrame) {
    const c = r.configurator;
    lines.push('', '## Configurator responsiveness (configurator-web, 1280×800, unthrottled; goal ≤ 16 ms, ≥ 50 fps)', '',
      '| measure | value |', '|---|---|',
      `| colour edit → first frame showing it in the preview, median of ${c.editToFrame.edits} | ${c.editToFrame.medianMs} ms (p95 ${c.editToFrame.p95Ms} ms) |`,
      `| edits the very next frame showed (a frame is ~16.7 ms at 60 Hz: the floor of the time above) | ${c.editToFrame.nextFrame} of ${c.editToFrame.edits} |`,
      `| dragging a colour for ${c.drag.seconds} s, a change every frame | ${c.drag.fps} fps (longest frame ${c.drag.longestFrameMs} ms) |`);
  }
  if (r.configurator?.load) {
    const l = r.configurator.load;
    lines.push('', `## Configurator first screen (configurator-web, an owner's connection: ${l.network.latency} ms latency, ${l.network.downloadThroughput * 8 / 1e6} Mbit/s down, cache off; median ms)`, '',
      '| from navigation to | median ms | runs |', '|---|---|---|',
      `| the settings' first tab shown | ${l.settingsMs} | ${l.runs.settings.join(', ')} |`,
      `| the preview's widget showing its first heading | ${l.previewMs} | ${l.runs.preview.join(', ')} |`,
      `| the Theme and Config tabs arrived (fetched after the first screen) | ${l.tabsMs} | ${l.runs.tabs.join(', ')} |`);
  }
  if (r.configurator?.sizes) {
    const c = r.configurator;
    lines.push('', '## Standalone configurator (configurator-web/dist; CI ceiling = first measure + 5 %)', '',
      '| part | raw | gzip | brotli | gzip ceiling |', '|---|---|---|---|---|',
      ...[['initial JS', 'initialJs'], ['initial CSS', 'initialCss'], ['Export dialog chunk (lazy, with highlight.js)', 'exportDialog'], ['Import dialog chunk (lazy, with JSON5)', 'importDialog'], ['Theme and Config tabs (fetched after the first paint)', 'settingsTabs'], ['Embed tab (fetched after the first paint, with the controls it shares)', 'embedTab']].map(
        ([label, k]) => `| ${label} | ${kb(c.sizes[k].raw)} | ${kb(c.sizes[k].gzip)} | ${kb(c.sizes[k].brotli)} | ${kb(c.ceilings[k])} |`,
      ));
  }
  lines.push('', '## Files', '');
  for (const [b, files] of Object.entries(r.files)) {
    lines.push(`### ${b}`, '', '| file | raw | gzip | brotli |', '|---|---|---|---|');
    for (const f of files) lines.push(`| ${f.file} | ${f.raw} | ${f.gzip} | ${f.brotli} |`);
    lines.push('');
  }
  return lines.join('\n') + '\n';
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
