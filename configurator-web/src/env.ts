import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from '@bookla/sandbox/demo';
import { isSafeUrl } from '@bookla/runtime/config';

// Set by build.mjs from BOOKLA_CDN_BASE, BOOKLA_DEMO_API_URL and BOOKLA_LIVE_API_URL (in turbo.json's build env).
declare const __BOOKLA_CDN_BASE__: string | undefined;
declare const __BOOKLA_DEMO_API_URL__: string | undefined;
declare const __BOOKLA_LIVE_API_URL__: string | undefined;

export interface WebEnv {
  /** Base of the CDN serving `{base}/1.1.1/widget.js`. */
  cdnBase: string;
  /** API base of the demo company. */
  demoApiUrl: string;
  /**
   * API base for the owner's own credentials (the live state and the exported code); absent: the region's
   * API. `npm start` sets the sandbox, whose second company (LIVE_COMPANY) stands in for an owner's account.
   */
  liveApiUrl?: string;
  links: { docs: string; platform: string };
  demo: { apiKey: string; companyId: string; serviceId: string };
}

const httpUrl = (v: unknown): v is string => isSafeUrl(v) && /^https?:\/\//i.test(v);

/**
 * The app's settings: baked in at build time, and overridable by the page that serves it (`npm start` knows
 * its real ports only when it runs) through a JSON block `<script type="application/json" id="bookla-env">`.
 * That block is read as data, and each value must be an absolute http(s) URL or it is ignored.
 */
export function readEnv(doc: Document | undefined = globalThis.document): WebEnv {
  const env: WebEnv = {
    cdnBase: typeof __BOOKLA_CDN_BASE__ === 'string' ? __BOOKLA_CDN_BASE__ : 'https://cdn.bookla.com/widgets',
    demoApiUrl: typeof __BOOKLA_DEMO_API_URL__ === 'string' ? __BOOKLA_DEMO_API_URL__ : 'http://127.0.0.1:4010/api',
    links: { docs: 'https://docs.bookla.com', platform: 'https://bookla.com' },
    demo: { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_ID },
  };
  if (typeof __BOOKLA_LIVE_API_URL__ === 'string' && httpUrl(__BOOKLA_LIVE_API_URL__)) env.liveApiUrl = __BOOKLA_LIVE_API_URL__;
  try {
    const text = doc?.getElementById('bookla-env')?.textContent;
    const page: unknown = text ? JSON.parse(text) : undefined;
    if (page && typeof page === 'object') {
      const { cdnBase, demoApiUrl, liveApiUrl } = page as Record<string, unknown>;
      if (httpUrl(cdnBase)) env.cdnBase = cdnBase;
      if (httpUrl(demoApiUrl)) env.demoApiUrl = demoApiUrl;
      if (httpUrl(liveApiUrl)) env.liveApiUrl = liveApiUrl;
    }
  } catch {
    // A broken block leaves the built-in settings.
  }
  return env;
}
