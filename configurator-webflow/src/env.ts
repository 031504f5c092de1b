import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from '@bookla/sandbox/demo';
import { readHostSettings, type HostSettings } from '@bookla/configurator';

// Set by build.mjs from the environment (listed in turbo.json's build env, so a change rebuilds).
declare const __BOOKLA_SERVICE_URL__: string | undefined;
declare const __BOOKLA_CDN_BASE__: string | undefined;
declare const __BOOKLA_DEMO_API_URL__: string | undefined;

/** The extension's own setting beyond the shared ones, with its embedded default (`npm start`'s service). */
const OWN = {
  /** The host service (holds the site's Webflow token, writes the page's code); it decides whom the extension trusts. */
  serviceUrl: 'http://localhost:4015',
};

export type ExtensionEnv = HostSettings<typeof OWN>;

/** The extension's settings: the core's reader (built in, overridable by the serving page's `bookla-env` block). */
export function readEnv(doc: Document | undefined = globalThis.document): ExtensionEnv {
  return readHostSettings({
    own: OWN,
    built: { serviceUrl: () => __BOOKLA_SERVICE_URL__, cdnBase: () => __BOOKLA_CDN_BASE__, demoApiUrl: () => __BOOKLA_DEMO_API_URL__ },
    demo: { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_ID },
    doc,
  });
}
