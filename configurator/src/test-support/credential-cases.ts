import type { WidgetType } from '@bookla/runtime/config';
import type { CredentialState } from '../credentials';

/** The host's demo credentials in these cases. */
export const DEMO = { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' } as const;
/** An owner's own ones. */
export const OWN = { apiKey: 'own-key', companyId: 'own-co', serviceId: 'own-svc' } as const;

export interface CredentialCase {
  name: string;
  type: WidgetType;
  /** The credential fields (and the service selector) over the type's defaults. */
  config: Record<string, unknown>;
  state: CredentialState;
}

/**
 * Credentials in every state, for the rule and for each place that acts on it (the preview, the store's export
 * warning, the published configuration): each must follow the state, never a rule of its own.
 */
export const CREDENTIAL_CASES: readonly CredentialCase[] = [
  { name: 'booking: nothing entered', type: 'booking', config: {}, state: 'none' },
  { name: 'booking: only blanks', type: 'booking', config: { apiKey: '  ', companyId: '', serviceId: '\t' }, state: 'none' },
  { name: 'booking: every credential the demo’s', type: 'booking', config: { ...DEMO }, state: 'demo' },
  { name: 'booking: the demo key, the rest empty', type: 'booking', config: { apiKey: DEMO.apiKey }, state: 'demo' },
  { name: 'booking: an own key, the demo company and service', type: 'booking', config: { ...DEMO, apiKey: OWN.apiKey }, state: 'partial' },
  { name: 'booking: an own company, the demo key and service', type: 'booking', config: { ...DEMO, companyId: OWN.companyId }, state: 'partial' },
  { name: 'booking: the demo key and company, an own service', type: 'booking', config: { ...DEMO, serviceId: OWN.serviceId }, state: 'partial' },
  { name: 'booking: an own key and company, the demo service', type: 'booking', config: { ...OWN, serviceId: DEMO.serviceId }, state: 'partial' },
  { name: 'booking: an own key and company, no service', type: 'booking', config: { apiKey: OWN.apiKey, companyId: OWN.companyId, serviceId: '' }, state: 'partial' },
  { name: 'booking: an own key and company, a blank service', type: 'booking', config: { apiKey: OWN.apiKey, companyId: OWN.companyId, serviceId: ' ' }, state: 'partial' },
  { name: 'booking: an own key, company and service', type: 'booking', config: { ...OWN }, state: 'own' },
  {
    name: 'booking with the service selector: an own key and company, the demo service (not needed)',
    type: 'booking',
    config: { ...OWN, serviceId: DEMO.serviceId, showServiceSelector: true },
    state: 'own',
  },
  { name: 'booking with the service selector: the demo key and company, an own service', type: 'booking', config: { ...DEMO, serviceId: OWN.serviceId, showServiceSelector: true }, state: 'demo' },
  { name: 'booking with the service selector: an own key, the demo company', type: 'booking', config: { ...DEMO, apiKey: OWN.apiKey, showServiceSelector: true }, state: 'partial' },
  { name: 'subscription: nothing entered', type: 'subscription', config: {}, state: 'none' },
  { name: 'subscription: the demo key and company', type: 'subscription', config: { apiKey: DEMO.apiKey, companyId: DEMO.companyId }, state: 'demo' },
  { name: 'subscription: an own key, the demo company', type: 'subscription', config: { apiKey: OWN.apiKey, companyId: DEMO.companyId }, state: 'partial' },
  { name: 'subscription: an own key, no company', type: 'subscription', config: { apiKey: OWN.apiKey }, state: 'partial' },
  { name: 'subscription: an own key and company', type: 'subscription', config: { apiKey: OWN.apiKey, companyId: OWN.companyId }, state: 'own' },
  { name: 'gift card: the demo key and company', type: 'giftcard', config: { apiKey: DEMO.apiKey, companyId: DEMO.companyId }, state: 'demo' },
  { name: 'gift card: the demo key, an own company', type: 'giftcard', config: { apiKey: DEMO.apiKey, companyId: OWN.companyId }, state: 'partial' },
  { name: 'gift card: an own key and company', type: 'giftcard', config: { apiKey: OWN.apiKey, companyId: OWN.companyId }, state: 'own' },
];
