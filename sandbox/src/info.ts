import {
  DEMO_API_KEY, DEMO_CLIENT, DEMO_CODES, DEMO_COMPANY_ID, DEMO_GIFT_CARD_IDS, DEMO_PLAN_IDS, DEMO_SERVICE_IDS, LIVE_COMPANY,
} from './demo';
import { SEED_RESOURCE_IDS, SEED_TICKET_IDS } from './seed';

/** What `GET /sandbox/info` answers: credentials and seeded ids, so nothing else hard-codes them. */
export function sandboxInfo(url: string) {
  return {
    url,
    apiUrl: `${url}/api`,
    apiKey: DEMO_API_KEY,
    companyId: DEMO_COMPANY_ID,
    serviceId: DEMO_SERVICE_IDS.fixed,
    services: { ...DEMO_SERVICE_IDS },
    timeZones: { fixed: 'Europe/Riga', flexible: 'America/New_York', group: 'Europe/Riga', ticket: 'America/New_York', days: 'Europe/Riga', paid: 'America/New_York' },
    resources: { ...SEED_RESOURCE_IDS },
    tickets: { ...SEED_TICKET_IDS },
    plans: { ...DEMO_PLAN_IDS },
    giftCards: { ...DEMO_GIFT_CARD_IDS },
    codes: { ...DEMO_CODES },
    client: { ...DEMO_CLIENT },
    /** A second company with its own key: an owner's own account for the configurator's live state. */
    liveCompany: { ...LIVE_COMPANY },
    endpoints: {
      token: `${url}/sandbox/auth/token`,
      reset: `${url}/sandbox/reset`,
      faults: `${url}/sandbox/faults`,
      payment: `${url}/sandbox/pay/{kind}/{id}`,
    },
  };
}

export type SandboxInfo = ReturnType<typeof sandboxInfo>;
