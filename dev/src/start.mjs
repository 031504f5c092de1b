// `npm start`: the sandbox API, a static server standing in for the CDN (the loader's dist/), and a demo host page
// on a third origin showing every service type and option worth seeing through snippets made by `generateSnippet`,
// exactly as a site owner would paste them, the standalone configurator, and the Webflow side (a fake Webflow,
// our host service, the extension in a fake Designer). Ports: SANDBOX_PORT (4010), CDN_PORT (4011), DEMO_PORT
// (4012), CONFIGURATOR_PORT (4013), HARNESS_PORT (4014), EXTENSION_PORT (1337), WEBFLOW_SERVICE_PORT (4015),
// FAKE_WEBFLOW_PORT (4016); HOST (127.0.0.1). The README lists them.
// BUILD=react serves the React build (dist-react/) instead, for a side-by-side look at the same widgets.
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BOOKLA_VERSION } from '@bookla/runtime/version';
import { startStaticServer } from './static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const loaderDir = dirname(fileURLToPath(import.meta.resolve('@bookla/embed-loader/package.json')));
const version = BOOKLA_VERSION;
const flavour = process.env.BUILD === 'react' ? 'react' : 'preact';
const dist = join(loaderDir, flavour === 'react' ? 'dist-react' : 'dist');
const demo = join(here, '..', 'demo');
const host = process.env.HOST || '127.0.0.1';
const port = (name, fallback) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    console.error(`${name} must be a port number (0-65535), received "${process.env[name]}".`);
    process.exit(1);
  }
  return n;
};

const started = [];

/** A port free right now on HOST. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
/**
 * Starts one server on the port named by env var `name`. A port that is taken (or not allowed) ends
 * `npm start` with one line naming the variable to change, instead of a stack trace.
 */
async function listen(name, fallback, start) {
  const n = port(name, fallback);
  try {
    const server = await start(n);
    started.push(server);
    return server;
  } catch (error) {
    const code = error?.code ?? error?.cause?.code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      const why = code === 'EADDRINUSE' ? 'is in use' : code === 'EACCES' ? 'is not allowed' : 'is not available on this machine';
      console.error(`Port ${n} on ${host} ${why}: set ${code === 'EADDRNOTAVAIL' ? 'HOST' : name} to another value, e.g. \`${name}=${n + 100} npm start\`.`);
      await Promise.allSettled(started.map((s) => s.close()));
      process.exit(1);
    }
    throw error;
  }
}

if (!existsSync(join(dist, version, 'widget.js'))) {
  console.error(`No build in ${dist}. Run \`npm start\` from the repository root (it builds first) or \`npm run build -w @bookla/embed-loader\`.`);
  process.exit(1);
}

// generateSnippet for the browser, bundled from the runtime at start so the demo uses the real generator.
const snippetModule = await build({
  stdin: { contents: "export { generateSnippet } from '@bookla/runtime/config';", resolveDir: here, loader: 'js' },
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  conditions: ['@bookla/source'],
  write: false,
  logLevel: 'warning',
});

let startSandbox;
try {
  ({ startSandbox } = await import('@bookla/sandbox'));
} catch (error) {
  console.error('Could not load @bookla/sandbox (is it built? `npm start` from the repository root builds it):', error.message);
  process.exit(1);
}
const sandbox = await listen('SANDBOX_PORT', 4010, (p) => startSandbox({ port: p, host }));
const cdn = await listen('CDN_PORT', 4011, (p) => startStaticServer({ root: dist, port: p, host }));
const scriptUrl = `${cdn.url}/${version}/widget.js`;
const sandboxUrl = sandbox.url ?? sandbox.apiUrl.replace(/\/api\/?$/, '');
const apiUrl = sandbox.apiUrl ?? `${sandboxUrl}/api`;

// The strict page: the owner's init lives in a file, and the policy names only our origins.
const csp = [
  "default-src 'none'",
  `script-src 'self' ${cdn.url}`,
  "style-src 'self'",
  `connect-src 'self' ${sandboxUrl}`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = await listen('DEMO_PORT', 4012, (p) => startStaticServer({
  root: demo,
  port: p,
  host,
  routes: {
    '/': join(demo, 'index.html'),
    '/snippet.js': { body: snippetModule.outputFiles[0].text, type: 'text/javascript; charset=utf-8' },
    // Where things are, never credentials: the page asks the sandbox for those (GET /sandbox/info).
    '/demo-config.json': { body: JSON.stringify({ sandboxUrl, apiUrl, scriptUrl }), type: 'application/json' },
    '/strict.html': { file: join(demo, 'strict.html'), headers: { 'Content-Security-Policy': csp } },
  },
}));

// The standalone configurator: its exported snippets load widget.js from the CDN stand-in and its demo data comes
// from this sandbox. This and the Webflow side load inside a try, so a package whose build is missing or broken
// leaves the demo running with one line saying what did not start.
let configurator;
try {
  const { serve } = await import('./configurator-web.mjs');
  // The sandbox also stands in for an owner's own account (its second company): the live state works offline.
  configurator = await serve({ host, port: port('CONFIGURATOR_PORT', 4013), cdnBase: cdn.url, demoApiUrl: apiUrl, liveApiUrl: apiUrl });
} catch (error) {
  // Optional: the demo goes on without it. A taken port still names the variable to change.
  const busy = error?.code === 'EADDRINUSE' || error?.cause?.code === 'EADDRINUSE';
  console.warn(busy ? `Configurator not started: port ${port('CONFIGURATOR_PORT', 4013)} on ${host} is in use: set CONFIGURATOR_PORT to another value.` : `Configurator not started: ${error.message}`);
}

// The Webflow side: a fake Webflow (OAuth, Data API, published pages) and our host service against it, on PGlite
// in webflow-service/.data (development secrets generated there on first start), then the extension inside the
// fake Designer signing in through them.
let fakeWebflow;
let service;
let extensionPort = port('EXTENSION_PORT', 1337);
try {
  const { startFakeWebflow, DEV_CLIENT } = await import('@bookla/webflow-fake');
  // Its OAuth consent is a page with 'Authorize app', as Webflow's is.
  fakeWebflow = await listen('FAKE_WEBFLOW_PORT', 4016, (p) => startFakeWebflow({ port: p, host, consent: 'page' }));
  const { startService } = await import('@bookla/webflow-service');
  // Its public URL names its port, and its CORS list the extension's origin: a port of 0 ("any free port",
  // as tests ask) is resolved to a free one first for both.
  const servicePort = port('WEBFLOW_SERVICE_PORT', 4015) || (await freePort());
  extensionPort = port('EXTENSION_PORT', 1337) || (await freePort());
  service = await listen('WEBFLOW_SERVICE_PORT', 4015, () =>
    startService({
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: host,
        WEBFLOW_SERVICE_PORT: String(servicePort),
        // The popup's cookie and the 'authComplete' origin check need the one address the extension calls.
        PUBLIC_URL: `http://${host}:${servicePort}`,
        WEBFLOW_CLIENT_ID: DEV_CLIENT.id,
        WEBFLOW_CLIENT_SECRET: DEV_CLIENT.secret,
        WEBFLOW_API_BASE: fakeWebflow.url,
        WEBFLOW_AUTH_BASE: fakeWebflow.url,
        WIDGET_SCRIPT_URL: scriptUrl,
        EXTENSION_ORIGINS: `http://localhost:${extensionPort}`,
        DATABASE_URL: process.env.DATABASE_URL ?? '',
      },
      log: (line) => {
        // Requests stay quiet under npm start; start-up notes (generated secrets) and errors are shown.
        if (!/^(GET|POST|PUT|OPTIONS|DELETE|HEAD) /.test(line)) console.log(line);
      },
    }),
  );
} catch (error) {
  console.warn(`Webflow service not started: ${error.message}`);
}

let harness;
try {
  const { serve } = await import('./webflow-harness.mjs');
  harness = await serve({
    host,
    port: port('HARNESS_PORT', 4014),
    extensionPort,
    serviceUrl: service?.url ?? process.env.BOOKLA_SERVICE_URL,
    cdnBase: cdn.url,
    demoApiUrl: apiUrl,
    fakeWebflowUrl: fakeWebflow?.url,
  });
} catch (error) {
  const busy = error?.code === 'EADDRINUSE' || error?.cause?.code === 'EADDRINUSE';
  console.warn(busy ? `Webflow harness not started: a port is in use: set HARNESS_PORT / EXTENSION_PORT to other values.` : `Webflow harness not started: ${error.message}`);
}

const world = fakeWebflow?.fake.world;
console.log(`
Bookla widgets ${version} (${flavour} build)
  Demo page (every service type, options, snippets)  ${page.url}/
  Same widgets under a strict CSP                     ${page.url}/strict.html
  CDN stand-in (widget.js and chunks)                 ${scriptUrl}
  Sandbox API                                         ${apiUrl}   (info: ${sandboxUrl}/sandbox/info)
  Configurator (style a widget, export its snippet)   ${configurator ? `${configurator.url}/` : 'not started (see above)'}
  Webflow harness (the extension in a fake Designer)  ${harness ? `${harness.url}/` : 'not started (see above)'}
  Webflow host service                                ${service ? `${service.url}   (database: ${service.database})` : 'not started (see above)'}
  Fake Webflow (OAuth, Data API, published pages)     ${fakeWebflow ? `${fakeWebflow.url}   (the harness's Publish button publishes ${world.sites[0].displayName} there and links its page)` : 'not started (see above)'}
Press Ctrl+C to stop.`);

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await Promise.allSettled([page.close(), cdn.close(), sandbox.close(), configurator?.close(), harness?.close(), service?.close(), fakeWebflow?.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
