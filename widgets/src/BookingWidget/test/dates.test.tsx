import { beforeAll, describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { addDays, ensureTemporal, formatDateHeading, todayIn } from '@bookla/runtime/time';
import { click, findSlots, mountWidget, startSandbox, flexibleDay } from './harness';

beforeAll(() => ensureTemporal());

// The demo services' zone: the Date step's day and the times windows are computed in it.
const ZONE = 'Europe/Riga';
const heading = () => screen.findByRole('heading', { level: 2, name: /\d/ });

describe('the Date step day and windows', { tags: ['hours'] }, () => {
  it('opens on a future preselectedDate, and on today for a past one', async () => {
    const today = todayIn(ZONE);
    const future = addDays(today, 5);
    const w = mountWidget(startSandbox(), { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: future });
    expect((await heading()).textContent).toBe(formatDateHeading(future, 'en-US'));
    w.unmount();
    mountWidget(startSandbox(), { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: '2001-02-03' });
    expect((await heading()).textContent).toBe(formatDateHeading(today, 'en-US'));
    expect(document.querySelector<HTMLInputElement>('input[type=date]')!.value).toBe(today);
  });

  it('a days service checks in on a future preselectedDate (the stay it asks for starts there), on today for a past one', async () => {
    const today = todayIn(ZONE);
    const future = addDays(today, 9);
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days, preselectedDate: future, daysConfig: { minNights: 2, maxNights: 0 } });
    expect(((await screen.findByLabelText('Check-in')) as HTMLInputElement).value).toBe(future);
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe(addDays(future, 2));
    await waitFor(() => expect(sb.requests.some((r) => r.path.endsWith('/times'))).toBe(true));
    const asked = sb.requests.filter((r) => r.path.endsWith('/times')).at(-1)!.body as { from: string };
    expect(asked.from.slice(0, 10) >= addDays(future, -1)).toBe(true);
    w.unmount();
    mountWidget(startSandbox(), { serviceId: DEMO_SERVICE_IDS.days, preselectedDate: '2001-02-03' });
    expect(((await screen.findByLabelText('Check-in')) as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText('Check-out') as HTMLInputElement).value).toBe(addDays(today, 1));
  });

  it('a days service asks for no date strip', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days });
    await screen.findByLabelText('Check-in');
    await waitFor(() => expect(sb.requests.some((r) => r.path.endsWith('/times'))).toBe(true));
    expect(sb.requests.some((r) => r.path.endsWith('/dates'))).toBe(false);
  });

  it('a fixed service longer than an hour widens the times window past midnight by the extra minutes', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    await findSlots();
    const hour = sb.requests.filter((r) => r.path.endsWith('/times'))[0]!.body;
    w.unmount();
    const long = startSandbox();
    const svc = long.store.state.services.find((x) => x.id === DEMO_SERVICE_IDS.fixed)!;
    svc.settings = { ...svc.settings, duration: 'PT2H' };
    mountWidget(long, { serviceId: DEMO_SERVICE_IDS.fixed });
    await waitFor(() => expect(long.requests.some((r) => r.path.endsWith('/times'))).toBe(true));
    const wider = long.requests.filter((r) => r.path.endsWith('/times'))[0]!.body;
    expect(wider.from).toBe(hour.from);
    expect(Date.parse(wider.to) - Date.parse(hour.to)).toBe(60 * 60e3);
  });

  it('a flexible booking longer than an hour widens the times window past midnight by the extra minutes', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.flexible, preselectedDate: flexibleDay() });
    await findSlots();
    const times = () => sb.requests.filter((r) => r.path.endsWith('/times'));
    const first = times()[0]!.body;
    click('+ Duration');
    await waitFor(() => expect(times().at(-1)!.body.duration).toBe('PT1H30M'), { timeout: 5000 });
    const wider = times().at(-1)!.body;
    expect(wider.from).toBe(first.from);
    expect(Date.parse(wider.to) - Date.parse(first.to)).toBe(30 * 60e3);
  });
});
