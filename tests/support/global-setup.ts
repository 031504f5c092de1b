import { startStaticServer, strictCspHeaders } from './static-server.mjs';
import { DIST_DIR, PAGES_DIR } from './paths';

// One static server for the whole run (the stand-in for the CDN plus the host pages). Sandboxes are
// per worker (see fixtures.ts) so a test's bookings never race another worker's reset.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startStaticServer({
    mounts: [
      { prefix: '/pages/', dir: PAGES_DIR },
      { prefix: '/', dir: DIST_DIR },
    ],
    headersFor: strictCspHeaders,
  });
  // Workers are forked after global setup and inherit this.
  process.env.BOOKLA_STATIC_URL = server.url;
  return async () => {
    await server.close();
  };
}
