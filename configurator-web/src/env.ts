import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from '@bookla/sandbox/demo';
import { readHostSettings, type HostSettings } from '@bookla/configurator';

// Set by build.mjs from BOOKLA_CDN_BASE, BOOKLA_DEMO_API_URL and BOOKLA_LIVE_API_URL (in turbo.json's build env).
declare const __BOOKLA_CDN_BASE__: string | undefined;
declare const __BOOKLA_DEMO_API_URL__: string | undefined;
declare const __BOOKLA_LIVE_API_URL__: string | undefined;

/** The app's own setting beyond the shared ones, with its embedded default. */
const OWN = {
  /**
   * API base for the owner's own credentials (the live state and the exported code); absent: the region's
   * API. `npm start` sets the sandbox, whose second company (LIVE_COMPANY) stands in for an owner's account.
   */
  liveApiUrl: undefined,
};

export type WebEnv = HostSettings<typeof OWN>;

/** The app's settings: the core's reader (built in, overridable by the serving page's `bookla-env` block). */
export function readEnv(doc: Document | undefined = globalThis.document): WebEnv {
  return readHostSettings({
    own: OWN,
    built: { cdnBase: () => __BOOKLA_CDN_BASE__, demoApiUrl: () => __BOOKLA_DEMO_API_URL__, liveApiUrl: () => __BOOKLA_LIVE_API_URL__ },
    demo: { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_ID },
    doc,
  });
}
