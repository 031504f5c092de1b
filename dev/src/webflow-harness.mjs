// Serves the Webflow extension inside a fake Designer, for development and end-to-end tests, on two origins as
// Webflow does (the Designer, and the extension's own subdomain):
// - the extension (configurator-webflow/dist/, built) on http://localhost:<extensionPort> (1337 by default, the
//   origin the host service's CORS allows in development), with the fake `webflow` global injected into
//   index.html's head before the app, as Webflow injects its own, and the service/CDN/demo URLs as a JSON data block;
// - the harness page (the Designer's element tree, selection, notifications) on http://<host>:<harnessPort>,
//   which loads the extension in an iframe and answers its fake global's calls.
// `serve(options)` → `{ url, extensionUrl, close }`; `npm start` (start.mjs) and the end-to-end suite start it.
// Run alone: `node dev/src/webflow-harness.mjs` (HARNESS_PORT 4014, EXTENSION_PORT 1337; HOST).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { envBlock, htmlPage, scriptSafe } from './app-page.mjs';
import { startStaticServer } from './static-server.mjs';
import { DEFAULT_WORLD } from '@bookla/webflow-fake/world';

// The extension's package: its build; and the fake Designer's sources, bundled for the harness page.
const root = dirname(fileURLToPath(import.meta.resolve('@bookla/configurator-webflow/package.json')));
const dist = join(root, 'dist');

async function bundle(entry, format) {
  const out = await build({ absWorkingDir: root, entryPoints: [entry], bundle: true, format, write: false, minify: false, target: 'es2022', conditions: ['@bookla/source'], logLevel: 'silent' });
  return out.outputFiles[0].text;
}

const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function serve({
  host = '127.0.0.1',
  port = 0,
  extensionPort = 0,
  serviceUrl,
  cdnBase,
  demoApiUrl,
  siteId = DEFAULT_WORLD.sites[0].id,
  pageId = DEFAULT_WORLD.sites[0].pages[0].id,
  user = { id: DEFAULT_WORLD.user.id, firstName: DEFAULT_WORLD.user.firstName, email: DEFAULT_WORLD.user.email },
  idTokenUrl,
  fakeWebflowUrl,
} = {}) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`No extension build in ${dist}: run \`npm run build -w @bookla/configurator-webflow\`.`);
  const [client, page] = await Promise.all([bundle('@bookla/webflow-fake/designer-client', 'iife'), bundle('@bookla/webflow-fake/designer-page', 'esm')]);
  const extensionHtml = readFileSync(index, 'utf8').replace(
    '<head>',
    `<head>\n    <script src="./__fake/webflow.js"></script>\n    ${envBlock({ serviceUrl, cdnBase, demoApiUrl })}`,
  );
  const html = htmlPage(extensionHtml);
  // 'localhost', not 127.0.0.1: another origin than the harness, as the extension's own subdomain is.
  const extension = await startStaticServer({
    root: dist,
    host: host === '127.0.0.1' ? 'localhost' : host,
    port: extensionPort,
    routes: { '/': html, '/index.html': html, '/__fake/webflow.js': { body: client, type: 'text/javascript; charset=utf-8' } },
  });
  const extensionUrl = `${extension.url.replace('127.0.0.1', 'localhost')}/index.html`;
  // With a fake Webflow: its ID tokens (so the host service's resolve accepts them), and the canvas saved to it.
  const tokenUrl = idTokenUrl ?? (fakeWebflowUrl ? `${fakeWebflowUrl}/__fake/id-token?siteId=${encodeURIComponent(siteId)}` : undefined);
  const config = { extensionUrl, siteId, pageId, user, ...(tokenUrl ? { idTokenUrl: tokenUrl } : {}), ...(fakeWebflowUrl ? { fakeWebflowUrl } : {}) };
  const harnessHtml = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Fake Webflow Designer: Bookla extension</title>
  <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 0; display: flex; gap: 16px; background: #1e1e1e; color: #eee; color-scheme: dark; }
    aside { width: 320px; padding: 12px; }
    main { padding: 12px; }
    iframe { border: 1px solid #555; }
    button[aria-pressed=true] { outline: 2px solid #4f8cff; }
    ul { padding-left: 14px; list-style: none; } li button { background: #2b2b2b; color: #eee; border: 1px solid #444; margin: 2px 0; cursor: pointer; }
  </style>
</head>
<body>
  <aside>
    <h1 style="font-size:16px">Fake Designer (${escapeHtml(siteId)} / ${escapeHtml(pageId)})</h1>
    <p>Mode: <strong id="mode"></strong></p>
    <p><label>Appearance <select id="appearance"><option value="darkDefault">Dark</option><option value="darkDarker">Darker</option><option value="darkBrighter">Brighter</option><option value="light">Light</option></select></label></p>
    <h2 style="font-size:14px">Canvas (click to select)</h2>
    <div id="outline"></div>
    <p id="publish-box" hidden><button id="publish" type="button">Publish</button> <a id="published" target="_blank" rel="noopener" hidden>Open the published page</a></p>
    <p id="remove-app-box" hidden><button id="remove-app" type="button">Remove app from site</button> <span id="remove-app-status" role="status"></span></p>
    <h2 style="font-size:14px">Notifications</h2>
    <ul id="notices" aria-live="polite"></ul>
  </aside>
  <main><iframe id="ext" title="Bookla extension"></iframe></main>
  <script type="application/json" id="harness-config">${scriptSafe(config)}</script>
  <script type="module" src="/designer.js"></script>
</body>
</html>`;
  // The page and its script only: no folder behind them.
  const harness = await startStaticServer({
    mounts: [],
    host,
    port,
    routes: {
      '/': htmlPage(harnessHtml),
      '/designer.js': { body: page, type: 'text/javascript; charset=utf-8' },
    },
  });
  return {
    url: harness.url,
    extensionUrl,
    async close() {
      await Promise.allSettled([harness.close(), extension.close()]);
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await serve({
    host: process.env.HOST || '127.0.0.1',
    port: Number(process.env.HARNESS_PORT ?? 4014),
    extensionPort: Number(process.env.EXTENSION_PORT ?? 1337),
    serviceUrl: process.env.BOOKLA_SERVICE_URL,
    cdnBase: process.env.BOOKLA_CDN_BASE,
    demoApiUrl: process.env.BOOKLA_DEMO_API_URL,
    fakeWebflowUrl: process.env.FAKE_WEBFLOW_URL,
  });
  console.log(`Webflow harness  ${server.url}/   (extension ${server.extensionUrl})`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
