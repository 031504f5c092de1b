import type { WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { PreviewApi } from '../host-adapter';

type AnyConfig = Partial<WidgetConfigByType['booking']> & { apiKey: string; companyId: string };

export type PreviewMode = 'demo' | 'incomplete' | 'live';

/** The credentials the preview needs; the service only for booking with the selector off. */
function credentials(type: WidgetType, c: AnyConfig): ('apiKey' | 'companyId' | 'serviceId')[] {
  return type === 'booking' && !c.showServiceSelector ? ['apiKey', 'companyId', 'serviceId'] : ['apiKey', 'companyId'];
}

/** Demo while every credential is the demo one, live when every one is the owner's, incomplete in between. */
export function previewMode(type: WidgetType, c: AnyConfig, demo: PreviewApi['demo']): PreviewMode {
  const keys = credentials(type, c);
  const own = keys.filter((k) => c[k] && c[k] !== demo[k]).length;
  return own === 0 ? 'demo' : own === keys.length ? 'live' : 'incomplete';
}

/** The API base the preview's widget talks to: the demo company's, or the owner's (region default). */
export function previewApiUrl(mode: PreviewMode, api: PreviewApi, config: { apiUrl?: string }): string | undefined {
  return config.apiUrl || (mode === 'demo' ? api.demoApiUrl : api.liveApiUrl);
}
