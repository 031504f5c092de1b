// The steps after the Date step come from a lazily loaded module (later.ts): what the visitor sees while it
// loads, when it cannot load (offline), and the Form step's CSS arriving with it.
import { afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import { BookingWidget } from '../../booking';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { API, click, clientFor, findSlots, mountWidget, startSandbox } from './harness';

// Each import of later.ts goes through here: it can fail (offline) or wait for the test to release it.
const gate = vi.hoisted(() => ({ fail: false, wait: null as Promise<void> | null, loads: 0, failures: 0 }));
vi.mock('../later', async (importOriginal) => {
  gate.loads++;
  if (gate.wait) await gate.wait;
  if (gate.fail) {
    gate.failures++;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

beforeAll(() => ensureTemporal());
afterEach(() => vi.restoreAllMocks());

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

// Order matters: once the module has loaded it stays loaded for the rest of the file (as on a page).
describe('the lazily loaded later steps', () => {
  it('a booking without a form whose code cannot load fails like a booking: the Error step, no request', async () => {
    const error = quiet();
    gate.fail = true;
    const sb = startSandbox();
    const client = clientFor(sb);
    client.auth.setTokens(await sb.token());
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: false }, { client });
    fireEvent.click((await findSlots())[0]!);
    // The prefetch has failed first: under load, an import made while the prefetch's was still under way came back
    // loaded from vitest's mocked module and booked (a browser's module map shares the one failing load).
    await waitFor(() => expect(gate.failures).toBe(1));
    click('Book Now');
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to make booking');
    expect(sb.requests.some((r) => r.method === 'POST' && r.path.endsWith('/bookings'))).toBe(false);
    expect(error.mock.calls.some((c) => String(c[0]).includes('Failed to make booking'))).toBe(true);
  });

  it('a failed load shows the Error screen with Reload, focused; Reload loads again, a spinner while it waits', async () => {
    const error = quiet();
    gate.fail = true;
    const sb = startSandbox();
    const { container } = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: true });
    const live = () => container.querySelector('[data-bk-live]')!.textContent;
    fireEvent.click((await findSlots())[0]!);
    const before = gate.loads;
    click('Continue');
    const heading = await screen.findByRole('heading', { name: 'Error' });
    // The failed prefetch is tried again when the Form step needs the module.
    expect(gate.loads).toBeGreaterThan(before);
    expect(screen.getByText('An error occurred while processing your request. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(error.mock.calls.some((c) => String(c[0]).includes('Failed to load a step'))).toBe(true);
    await waitFor(() => expect(live()).toBe('Error'));
    await expectNoAxeViolations(container);

    // Back online, but slow: the Form step shows the loading text until the module is there.
    gate.fail = false;
    let release!: () => void;
    gate.wait = new Promise((r) => (release = r));
    click('Reload');
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Loading...')).toBeTruthy();
    expect(screen.queryByLabelText(/First name/i)).toBeNull();
    // The spinner stands in for the step's heading: it takes the focus (never the page body) and its text
    // is announced in the live region.
    await waitFor(() => expect(document.activeElement).toBe(status));
    await waitFor(() => expect(live()).toBe('Loading...'));
    await expectNoAxeViolations(container);
    gate.wait = null;
    release();
    const title = await screen.findByRole('heading', { level: 2 });
    expect(await screen.findByLabelText(/First name/i)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.textContent).not.toBe('Error');
    await waitFor(() => expect(live()).toBe(title.textContent));
  });

  it("adopts the form's CSS into the widget's shadow root when the Form step mounts, once", async () => {
    const sb = startSandbox();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <BookingWidget
        config={{ apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, apiUrl: API, serviceId: DEMO_SERVICE_IDS.fixed, guestEnabled: true }}
        client={clientFor(sb)}
      />,
      { container },
    );
    const formSheets = () =>
      shadow.adoptedStyleSheets.filter((s) => [...s.cssRules].some((r) => r.cssText.startsWith('.bk-root .bk-form')));
    const slots = await waitFor(() => {
      const found = shadow.querySelectorAll<HTMLButtonElement>('.bk-slot');
      if (!found.length) {
        const next = [...shadow.querySelectorAll('button')].find((b) => b.textContent === 'Go to next available date');
        if (next) fireEvent.click(next);
        throw new Error('no slots yet');
      }
      return found;
    }, { timeout: 10_000 });
    // The Date step: the widget's sheet (with the field rules) but no form layout yet.
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(formSheets()).toHaveLength(0);
    fireEvent.click(slots[0]!);
    fireEvent.click([...shadow.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!);
    await waitFor(() => expect(shadow.querySelector('form.bk-form')).not.toBeNull());
    expect(formSheets()).toHaveLength(1);
    // The widget's own sheet already holds fieldStyles: only formStyles was added.
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    fireEvent.click([...shadow.querySelectorAll('button')].find((b) => b.textContent === 'Back')!);
    await waitFor(() => expect(shadow.querySelector('form.bk-form')).toBeNull());
    fireEvent.click([...shadow.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!);
    await waitFor(() => expect(shadow.querySelector('form.bk-form')).not.toBeNull());
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    host.remove();
  });
});
