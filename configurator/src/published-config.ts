import type { DeepPartial, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import { credentialState, credentialsApiBase } from './credentials';
import type { PreviewApi } from './host-adapter';

/**
 * The configuration a host publishes (an exported snippet, a widget added to a Webflow page): the owner's
 * settings, plus the API base its credentials belong to (`credentialsApiBase`). The demo company lives on a test
 * API (the sandbox locally), so a widget published with demo data must say where it is, or it would ask the
 * production API for a company that does not exist there; the owner's own credentials, complete or not, get the
 * host's live API base when it has one (else the widget's region decides). An explicit `apiUrl` is kept.
 */
export function publishedConfig<T extends WidgetType>(
  type: T,
  config: DeepPartial<WidgetConfigByType[T]>,
  api: Pick<PreviewApi, 'demo' | 'demoApiUrl' | 'liveApiUrl'>,
): DeepPartial<WidgetConfigByType[T]> {
  const c = config as Record<string, unknown>;
  if (typeof c.apiUrl === 'string' && c.apiUrl) return config;
  const apiUrl = credentialsApiBase(credentialState(type, c, api.demo), api);
  return apiUrl ? ({ ...config, apiUrl } as DeepPartial<WidgetConfigByType[T]>) : config;
}
