import type { WidgetType } from '@bookla/runtime/config';
import { credentialState, credentialsApiBase, type CredentialFields, type CredentialState } from '../credentials';
import type { PreviewApi } from '../host-adapter';

/** What the preview shows: the demo widget with its banner, the 'Almost there' banner over a placeholder, or the live widget. */
export type PreviewMode = 'demo' | 'incomplete' | 'live';

const MODES: Record<CredentialState, PreviewMode> = {
  // No credentials is the demo's (an empty field takes the demo value): the demo company, said by the banner.
  none: 'demo',
  demo: 'demo',
  // Some own, some still the demo's: no API has such a company, so the preview waits for the rest.
  partial: 'incomplete',
  own: 'live',
};

/** The preview's mode and the API base its widget talks to (a configured `apiUrl` wins), by the credentials' state. */
export function previewState(
  type: WidgetType,
  config: CredentialFields & { apiUrl?: unknown },
  api: PreviewApi,
): { credentials: CredentialState; mode: PreviewMode; apiUrl: string | undefined } {
  const credentials = credentialState(type, config, api.demo);
  const apiUrl = typeof config.apiUrl === 'string' && config.apiUrl ? config.apiUrl : credentialsApiBase(credentials, api);
  return { credentials, mode: MODES[credentials], apiUrl };
}
