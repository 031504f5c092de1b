import type { WidgetType } from '@bookla/runtime/config';
import type { PreviewApi } from './host-adapter';

/**
 * Whose data a configuration's widget shows, the one answer to "is this demo data?" for the preview, the export
 * warning and the published configuration.
 *
 * The credentials a widget needs are the API key and the company ID, and for a booking widget that shows one
 * service (the service selector off) the service ID. Each is either empty (missing or only blanks), the demo's
 * (equal to the host's demo value) or the owner's own (anything else). An empty credential stands for the demo's:
 * the API tab shows the demo value as its placeholder and an emptied field takes it.
 *
 * - `none`: every needed credential is empty. The store fills them with the demo's, so inside the configurator
 *   this is only a configuration not filled yet (an import or a draft before it is loaded); it behaves as `demo`.
 * - `demo`: no credential is the owner's, at least one is the demo's: the demo company, on the demo API.
 * - `partial`: some needed credentials are the owner's, the rest still empty or the demo's. No API has a
 *   company to show for that mix: the preview waits for the rest and the export warns.
 * - `own`: every needed credential is the owner's: the live API (the host's, else the region's).
 */
export type CredentialState = 'none' | 'demo' | 'partial' | 'own';

export type Credential = 'apiKey' | 'companyId' | 'serviceId';

/** Every credential a configuration can carry, in the API tab's order. */
export const CREDENTIALS: readonly Credential[] = ['apiKey', 'companyId', 'serviceId'];

/** What the rules read of a configuration: loose, since a published or imported configuration may lack any of it. */
export type CredentialFields = { readonly [K in Credential]?: unknown } & { readonly showServiceSelector?: unknown };

/** The credentials a widget of `type` needs: the service only for booking with the service selector off. */
export function neededCredentials(type: WidgetType, config: CredentialFields): readonly Credential[] {
  return type === 'booking' && config.showServiceSelector !== true ? CREDENTIALS : CREDENTIALS.slice(0, 2);
}

const given = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The state of `config`'s credentials against the host's demo ones (see `CredentialState`). */
export function credentialState(type: WidgetType, config: CredentialFields, demo: PreviewApi['demo']): CredentialState {
  let own = 0;
  let demos = 0;
  const needed = neededCredentials(type, config);
  for (const key of needed) {
    const v = config[key];
    if (!given(v)) continue;
    if (v === demo[key]) demos++;
    else own++;
  }
  return own === needed.length ? 'own' : own ? 'partial' : demos ? 'demo' : 'none';
}

/** True while the widget would show anything but the owner's own data: the export's 'Demo Data' warning. */
export const usesDemoData = (state: CredentialState): boolean => state !== 'own';

/**
 * The API base a widget with credentials in `state` asks: the demo API while it shows the demo company (an empty
 * credential being the demo's), else the host's live API (undefined: the widget's own regional production API).
 * A partial mix goes to the live API, where the owner's credentials are headed.
 */
export function credentialsApiBase(state: CredentialState, api: Pick<PreviewApi, 'demoApiUrl' | 'liveApiUrl'>): string | undefined {
  return state === 'demo' || state === 'none' ? api.demoApiUrl : api.liveApiUrl;
}

/** `config` with each empty credential (needed or not) replaced by the demo's, as the API tab shows it. */
export function withDemoCredentials<C extends CredentialFields>(type: WidgetType, config: C, demo: PreviewApi['demo']): C {
  let out = config;
  for (const key of CREDENTIALS) {
    if (key === 'serviceId' && type !== 'booking') continue;
    if (!given(config[key])) out = { ...out, [key]: demo[key] };
  }
  return out;
}
