import type { DeepPartial, WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { PreviewApi } from './host-adapter';

/**
 * The configuration a host publishes (an exported snippet, a widget added to a Webflow page): the owner's
 * settings, plus the demo API base while the demo credentials are in use. The demo company lives on a test API
 * (the sandbox locally), so a widget published with demo data must say where it is, or it would ask the
 * production API for a company that does not exist there. An explicit `apiUrl` is kept; with the owner's own
 * credentials, the host's live API base when it has one.
 */
export function publishedConfig<T extends WidgetType>(
  type: T,
  config: DeepPartial<WidgetConfigByType[T]>,
  api: Pick<PreviewApi, 'demo' | 'demoApiUrl' | 'liveApiUrl'>,
): DeepPartial<WidgetConfigByType[T]> {
  const c = config as Record<string, unknown>;
  if (typeof c.apiUrl === 'string' && c.apiUrl) return config;
  const demo = c.apiKey === api.demo.apiKey && c.companyId === api.demo.companyId;
  const apiUrl = demo ? api.demoApiUrl : api.liveApiUrl;
  return apiUrl ? ({ ...config, apiUrl } as DeepPartial<WidgetConfigByType[T]>) : config;
}
