import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@bookla/sandbox';
import { LIVE_COMPANY } from '@bookla/sandbox/demo';
import { defaultConfig, mergeWithDefaults } from '@bookla/runtime/config';
import { loadAccountItems } from './account';

// The override lists' items, read from the real sandbox with the credentials being edited.
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

const demo = () => mergeWithDefaults('booking', { apiKey: sandbox.info.apiKey, companyId: sandbox.info.companyId });

describe('loadAccountItems', () => {
  it("lists the account's services, plans and gift cards by id and name (a plan's or card's title)", async () => {
    const services = await loadAccountItems('services', demo(), sandbox.apiUrl);
    expect(services.map((s) => s.id).sort()).toEqual(Object.values(sandbox.info.services).sort());
    expect(services.find((s) => s.id === sandbox.info.services.fixed)).toEqual({ id: sandbox.info.services.fixed, name: 'Tennis court' });

    const plans = await loadAccountItems('subscriptions', demo(), sandbox.apiUrl);
    expect(plans).toContainEqual({ id: sandbox.info.plans.yearly, name: 'Annual membership' });
    expect(plans.every((p) => Object.keys(p).join() === 'id,name' && typeof p.name === 'string' && p.name)).toBe(true);

    const cards = await loadAccountItems('giftCards', demo(), sandbox.apiUrl);
    expect(cards.map((c) => c.name)).toContain('Gift card, your amount');
    expect(cards.map((c) => c.id)).not.toContain(LIVE_COMPANY.giftCardId);
  });

  it("another account's credentials list that account's items", async () => {
    const live = mergeWithDefaults('subscription', { apiKey: LIVE_COMPANY.apiKey, companyId: LIVE_COMPANY.companyId });
    expect(await loadAccountItems('subscriptions', live, sandbox.apiUrl)).toEqual([{ id: LIVE_COMPANY.planId, name: 'Ten mornings' }]);
  });

  it('refuses credentials the API refuses (the list then says it could not load)', async () => {
    const wrong = mergeWithDefaults('booking', { apiKey: 'not-a-key', companyId: sandbox.info.companyId });
    await expect(loadAccountItems('services', wrong, sandbox.apiUrl)).rejects.toThrow();
    // Credentials the client refuses before asking (the default config has none): a rejection too, never a throw.
    const pending = loadAccountItems('services', defaultConfig('booking'), sandbox.apiUrl);
    await expect(pending).rejects.toThrow('Invalid apiKey');
  });
});
