import { createBooklaClient } from '@bookla/runtime/client';
import type { WidgetConfigByType, WidgetType } from '@bookla/runtime/config';
import type { AccountItem } from './tabs/ConfigTab/OverrideList/OverrideList';

type Kind = 'services' | 'subscriptions' | 'giftCards';

/**
 * The account's services, plans or gift cards (id and name), read with the credentials being edited. Async, so
 * credentials the client refuses outright (an empty key) reject like an API refusal, for the list to report,
 * instead of throwing inside the list's effect.
 */
export async function loadAccountItems(kind: Kind, config: WidgetConfigByType[WidgetType], apiUrl: string | undefined): Promise<AccountItem[]> {
  const client = createBooklaClient({ apiKey: config.apiKey, companyId: config.companyId, region: config.region, ...(apiUrl ? { apiUrl } : {}) });
  if (kind === 'services') return client.services.list().then((l) => l.map((s) => ({ id: s.id, name: s.name })));
  if (kind === 'subscriptions') return client.subscriptions.available().then((l) => l.map((s) => ({ id: s.id, name: s.title })));
  return client.giftCards.available().then((l) => l.map((g) => ({ id: g.id, name: g.title })));
}
