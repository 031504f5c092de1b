// Serves the built standalone configurator (configurator-web/dist/) as static files.
// `serve({ host, port, cdnBase, demoApiUrl, liveApiUrl })` → `{ url, close }`; `npm start` (start.mjs) and the
// end-to-end suite pass the CDN stand-in and sandbox they started, which the page receives as a JSON data block
// (read by the app's src/env.ts, never executed).
// Run alone: `node dev/src/configurator-web.mjs` (CONFIGURATOR_PORT, default 4013; HOST).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { envBlock, htmlPage } from './app-page.mjs';
import { startStaticServer } from './static-server.mjs';

const dist = join(dirname(fileURLToPath(import.meta.resolve('@bookla/configurator-web/package.json'))), 'dist');

export async function serve({ host = '127.0.0.1', port = 0, cdnBase, demoApiUrl, liveApiUrl } = {}) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`No configurator build in ${dist}: run \`npm run build -w @bookla/configurator-web\`.`);
  const html = htmlPage(readFileSync(index, 'utf8').replace('<!-- env -->', envBlock({ cdnBase, demoApiUrl, liveApiUrl })));
  return startStaticServer({ root: dist, host, port, routes: { '/': html, '/index.html': html } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.CONFIGURATOR_PORT ?? 4013);
  const server = await serve({ host: process.env.HOST || '127.0.0.1', port, cdnBase: process.env.BOOKLA_CDN_BASE, demoApiUrl: process.env.BOOKLA_DEMO_API_URL, liveApiUrl: process.env.BOOKLA_LIVE_API_URL });
  console.log(`Bookla configurator  ${server.url}/`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
