import { beforeAll, describe, it, expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import { bookAsGuest, click, findSlots, lastRequest, mountWidget, startSandbox, flexibleDay } from './harness';

beforeAll(() => ensureTemporal());

const timesDurations = (sb: ReturnType<typeof startSandbox>) =>
  sb.requests.filter((r) => r.path.endsWith('/times')).map((r) => r.body.duration);

// A visitor quicker than the 500 ms debounce: the duration shown must be the one booked, and
// the slots offered must be the slots of that duration.
describe('flexible: a duration changed within the debounce', { tags: ['hours'] }, () => {
  it('clears the chosen slot at once and keeps slots and the button waiting until the change applies', async () => {
    const sb = startSandbox();
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.flexible, preselectedDate: flexibleDay() });
    fireEvent.click((await findSlots())[1]!);
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false);

    // Read before the click: the debounce timer starts inside it, so the request can never come sooner than
    // 500 ms after this moment (read after the click, a slow click made the gap look shorter than 500 ms).
    const changed = performance.now();
    click('+ Duration');
    // Shown at once, applied later: the old slot is gone, the grid waits, Continue cannot be pressed.
    expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Loading times...');
    expect(document.querySelector('.bk-stepper-value')!.textContent).toBe('1 hour 30 minutes');
    expect(screen.queryByRole('group', { name: 'Select Time' })).toBeNull();
    expect(document.querySelectorAll('.bk-slot')).toHaveLength(0);
    const action = screen.getByRole('button', { name: 'Loading...' }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    fireEvent.click(action);
    expect(screen.queryByLabelText(/First name/i)).toBeNull();
    // The debounce is kept: no request for the new duration yet.
    expect(timesDurations(sb)).toEqual(['PT1H0M']);

    // Applied after 500 ms: slots of the new duration, none chosen, then booked with it.
    await waitFor(() => expect(timesDurations(sb).at(-1)).toBe('PT1H30M'), { timeout: 5000 });
    // Sent no sooner than 500 ms after the change (a timer never fires early).
    expect(sb.requests.find((r) => r.path.endsWith('/times') && r.body.duration === 'PT1H30M')!.at - changed).toBeGreaterThanOrEqual(500);
    const slots = await findSlots();
    expect(slots.some((b) => b.getAttribute('aria-pressed') === 'true')).toBe(false);
    expect(lastRequest(sb, '/dates')!.body.duration).toBe('PT1H30M');
    fireEvent.click(slots[1]!);
    const booking = await bookAsGuest(sb, w.events);
    expect(lastRequest(sb, '/bookings')!.body.duration).toBe('PT1H30M');
    expect(booking.duration).toBe('PT1H30M');
  });

  it('going back to the applied duration shows its slots again without a reload', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.flexible, preselectedDate: flexibleDay() });
    const before = (await findSlots()).map((b) => b.textContent);
    click('+ Duration');
    expect(document.querySelectorAll('.bk-slot')).toHaveLength(0);
    click('− Duration');
    expect(document.querySelector('.bk-stepper-value')!.textContent).toBe('1 hour');
    expect((await findSlots()).map((b) => b.textContent)).toEqual(before);
    await new Promise((r) => setTimeout(r, 700));
    expect(timesDurations(sb)).toEqual(['PT1H0M']);
  });
});
