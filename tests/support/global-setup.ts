import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '@bookla/dev/static-server';
import { strictCspHeaders } from './csp.mjs';
import { DIST_DIR, PAGES_DIR, WIDGET_VERSION } from './paths';

// One static server for the whole run (the stand-in for the CDN plus the host pages). Sandboxes are
// per worker (see fixtures.ts) so a test's bookings never race another worker's reset.
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(DIST_DIR, WIDGET_VERSION, 'widget.js'))) {
    throw new Error(`${DIST_DIR}/${WIDGET_VERSION}/widget.js is missing: run "npx turbo run build --filter=@bookla/embed-loader..." first`);
  }
  // Serve a snapshot: a rebuild while the suite runs must not swap chunks under a loaded widget.js.
  const snapshot = mkdtempSync(join(tmpdir(), 'bookla-e2e-dist-'));
  cpSync(DIST_DIR, snapshot, { recursive: true });
  const server = await startStaticServer({
    mounts: [
      { prefix: '/pages/', dir: PAGES_DIR },
      { prefix: '/', dir: snapshot },
    ],
    headersFor: strictCspHeaders,
  });
  // Workers are forked after global setup and inherit these.
  process.env.BOOKLA_STATIC_URL = server.url;
  process.env.BOOKLA_DIST_SNAPSHOT = snapshot;
  return async () => {
    await server.close();
    rmSync(snapshot, { recursive: true, force: true });
  };
}
