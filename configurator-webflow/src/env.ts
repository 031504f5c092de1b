import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from '@bookla/sandbox/demo';
import { isSafeUrl } from '@bookla/runtime/config';

// Set by build.mjs from the environment (listed in turbo.json's build env, so a change rebuilds).
declare const __BOOKLA_SERVICE_URL__: string | undefined;
declare const __BOOKLA_CDN_BASE__: string | undefined;
declare const __BOOKLA_DEMO_API_URL__: string | undefined;

export interface ExtensionEnv {
  /** The host service (holds the site's Webflow token, writes the page's code). */
  serviceUrl: string;
  /** Base of the CDN serving `{base}/1.1.1/widget.js`, which published pages load. */
  cdnBase: string;
  /** API base of the demo company the preview shows. */
  demoApiUrl: string;
  links: { docs: string; platform: string };
  demo: { apiKey: string; companyId: string; serviceId: string };
}

const httpUrl = (v: unknown): v is string => isSafeUrl(v) && /^https?:\/\//i.test(v);

/**
 * Baked in at build time; `npm start` (which learns its ports only when it runs) may override them through a
 * JSON block `<script type="application/json" id="bookla-env">` in the page, read as data: each value must be
 * an absolute http(s) URL or it is ignored.
 */
export function readEnv(doc: Document | undefined = globalThis.document): ExtensionEnv {
  const env: ExtensionEnv = {
    serviceUrl: typeof __BOOKLA_SERVICE_URL__ === 'string' ? __BOOKLA_SERVICE_URL__ : 'http://localhost:4015',
    cdnBase: typeof __BOOKLA_CDN_BASE__ === 'string' ? __BOOKLA_CDN_BASE__ : 'https://cdn.bookla.com/widgets',
    demoApiUrl: typeof __BOOKLA_DEMO_API_URL__ === 'string' ? __BOOKLA_DEMO_API_URL__ : 'http://127.0.0.1:4010/api',
    links: { docs: 'https://docs.bookla.com', platform: 'https://bookla.com' },
    demo: { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_ID },
  };
  const text = doc?.getElementById('bookla-env')?.textContent;
  if (!text) return env;
  try {
    const given = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['serviceUrl', 'cdnBase', 'demoApiUrl'] as const) if (httpUrl(given[key])) env[key] = (given[key] as string).replace(/\/+$/, '');
  } catch {
    console.warn('Bookla: the bookla-env block is not JSON; using the built-in settings');
  }
  return env;
}
