import { afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { click, clientFor, fillGuest, findSlots, fixedDay, mountWidget, selectOption, startSandbox } from './harness';

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

const root = () => document.querySelector('.bk-root') as HTMLElement;

describe('theme and texts', () => {
  it('puts the merged theme on the root as CSS variables and uses overridden texts', async () => {
    const sb = startSandbox();
    mountWidget(sb, {
      serviceId: DEMO_SERVICE_IDS.fixed,
      theme: { colors: { button: { normal: { background: '#ff0000' } } }, spacing: { padding: 12 } },
      localization: { times: { continueButton: 'Weiter' } },
    });
    await findSlots();
    const style = root().style;
    expect(style.getPropertyValue('--bk-button-normal-bg')).toBe('#ff0000');
    expect(style.getPropertyValue('--bk-padding')).toBe('12px');
    // Unchanged defaults are still there.
    expect(style.getPropertyValue('--bk-bg')).not.toBe('');
    expect(style.getPropertyValue('--bk-min-height')).toBe('400px');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
  });
});

describe('the book button', () => {
  it.each([
    ['the book button setting', { bookButton: 'Reserve my court' }, 'Reserve my court'],
    ["an older configuration's Form-step text", { form: { submitButton: 'Confirm booking' } }, 'Confirm booking'],
  ])("the Form step's submit button reads %s", async (_, localization, text) => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, localization });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await fillGuest();
    expect(screen.getByRole('button', { name: text })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });
});

describe('accessibility', () => {
  it('has no axe violations on the Date, Form and Success steps, and focus follows the steps', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, codeEnabled: true, termsEnabled: true });
    fireEvent.click((await findSlots())[0]!);
    await expectNoAxeViolations(w.container);
    click('Continue');
    await fillGuest();
    // Preact runs effects after paint: wait for the focus move.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tennis court' })));
    await waitFor(() => expect(document.querySelector('[data-bk-live]')!.textContent).toBe('Tennis court'));
    await expectNoAxeViolations(w.container);
    fireEvent.click(screen.getByRole('checkbox'));
    click('Book Now');
    const done = await screen.findByRole('heading', { name: 'Booking Confirmed' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    await expectNoAxeViolations(w.container);
    expect(w.events.filter((e) => e.type === 'bookla:step-change').map((e) => e.detail)).toEqual(
      ['date', 'form', 'success'].map((step) => ({ widget: 'booking', step })),
    );
    // 'Book Again' starts over with a fresh flow; the button is gone, so the Date heading takes focus.
    click('Book Again');
    expect(await findSlots()).not.toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('has no axe violations on the Ticket step and the Error step', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.ticket });
    await screen.findByRole('heading', { name: 'Select Tickets' });
    await expectNoAxeViolations(w.container);
    w.unmount();
    const bad = mountWidget(sb, { serviceId: 'no-such-service' });
    await screen.findByRole('heading', { name: 'Error' });
    await expectNoAxeViolations(bad.container);
  });

  it('has no axe violations on a days service and a group service', async () => {
    const sb = startSandbox();
    const d = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days });
    await screen.findByLabelText('Check-in');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5000 });
    await expectNoAxeViolations(d.container);
    d.unmount();
    const g = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.group });
    await findSlots();
    await expectNoAxeViolations(g.container);
  });

  it('moves with the arrow keys on the day strip and the slot grid', async () => {
    const sb = startSandbox();
    // A whole day of slots, with a day after it on the strip's first page.
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() });
    const slots = await findSlots();
    const days = within(screen.getByRole('group', { name: 'Select Date' })).getAllByRole('button');
    const active = days.find((d) => d.tabIndex === 0)!;
    active.focus();
    fireEvent.keyDown(active, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(days[days.indexOf(active) + 1]);
    expect(slots.filter((s) => s.tabIndex === 0)).toHaveLength(1);
    slots[0]!.focus();
    fireEvent.keyDown(slots[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(slots[1]);
    fireEvent.keyDown(slots[1]!, { key: 'End' });
    expect(document.activeElement).toBe(slots.at(-1));
  });
});

describe('focus on load', () => {
  it('a widget on the page from the start takes no focus when its Date step loads (no scroll on load)', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    await findSlots();
    // Past the moment a focus move would have happened (the step's effects, a task later).
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.body);
  });
});

describe('multi-service mode', () => {
  it('lists services, applies per-service overrides, and the header goes back to the list', async () => {
    const sb = startSandbox();
    mountWidget(sb, {
      showServiceSelector: true,
      servicesConfig: [
        { serviceId: DEMO_SERVICE_IDS.group, title: 'Morning yoga', selectResourceTitle: 'Pick a studio', anyResourceOption: 'Any studio' },
        { serviceId: DEMO_SERVICE_IDS.fixed, hideResourcePicker: true },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Select a Service' })).toBeTruthy();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.bk-row-title')!.textContent)).toEqual(['Morning yoga', 'Tennis court']);
    fireEvent.click(within(rows[0]!).getByRole('button'));
    await findSlots();
    expect(screen.getByText('Morning yoga', { selector: '.bk-title' })).toBeTruthy();
    // Choosing a service is a step change: once its Date step is there, its heading has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /\d/ })));
    const picker = screen.getByLabelText('Pick a studio') as HTMLSelectElement;
    expect(picker.options[0]!.textContent).toBe('Any studio');
    click('Back');
    // Back to the list is a view change too: its heading takes the focus.
    const list = await screen.findByRole('heading', { name: 'Select a Service' });
    await waitFor(() => expect(document.activeElement).toBe(list));
    fireEvent.click(within((await screen.findAllByRole('listitem'))[1]!).getByRole('button'));
    await findSlots();
    expect(screen.queryByLabelText('Select Resource')).toBeNull();
  });

  it('a resource choice narrows the queries to that resource', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    await findSlots();
    const select = screen.getByLabelText('Select Resource') as HTMLSelectElement;
    expect(select.options[0]!.textContent).toBe('Any Resource');
    const id = select.options[1]!.value;
    await selectOption(select, id);
    await waitFor(() => {
      const times = sb.requests.filter((r) => r.path.endsWith('/times')).at(-1)!;
      expect(times.body.resourceIDs).toEqual([id]);
    });
    expect(sb.requests.filter((r) => r.path.endsWith('/dates')).at(-1)!.body.resourceIDs).toEqual([id]);
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await fillGuest();
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
    expect(sb.requests.at(-1)!.body.resourceID).toBe(id);
  });

  it('selects the only slot automatically (a days stay at one cabin)', { tags: ['hours'] }, async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.days });
    await screen.findByLabelText('Check-in');
    const select = screen.getByLabelText('Select Resource') as HTMLSelectElement;
    await selectOption(select, select.options[1]!.value);
    const today = (await import('@bookla/runtime/time')).todayIn('Europe/Riga');
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: (await import('@bookla/runtime/time')).addDays(today, 10) } });
    const slots = await findSlots();
    expect(slots).toHaveLength(1);
    await waitFor(() => expect(slots[0]!.getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'No services available' and 'Failed to load services. Please try again.'", async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { showServiceSelector: true, servicesConfig: [{ serviceId: 'gone' }] });
    expect(await screen.findByText('No services available')).toBeTruthy();
    w.unmount();
    // An answer that is not a list is no list: nothing to offer, no crash.
    const odd = clientFor(sb);
    odd.services.list = (async () => ({ services: [] })) as unknown as typeof odd.services.list;
    const o = mountWidget(sb, { showServiceSelector: true }, { client: odd });
    expect(await screen.findByText('No services available')).toBeTruthy();
    o.unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sb.fault({ pathPrefix: '/api/v1/client/companies', method: 'GET', status: 404 });
    mountWidget(sb, { showServiceSelector: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load services. Please try again.');
  });

  it('a failed service list offers Reload, which asks again and shows the services', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sb = startSandbox();
    const flaky = clientFor(sb);
    const real = flaky.services.list.bind(flaky.services);
    let calls = 0;
    flaky.services.list = (async (options) => {
      if (++calls === 1) throw new Error('offline');
      return real(options);
    }) as typeof flaky.services.list;
    mountWidget(sb, { showServiceSelector: true }, { client: flaky });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load services. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect((await screen.findAllByRole('button', { name: /Tennis|court|Court/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });
});
