import { beforeAll, describe, it, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import type { CustomFormField } from '@bookla/runtime/config';
import { click, fillGuest, findSlots, fixedDay, lastRequest, mountWidget, startSandbox, type } from './harness';

beforeAll(() => ensureTemporal());

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('booking validation', () => {
  it('keeps the book button disabled until a slot is chosen', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() });
    const slots = await findSlots();
    expect(slots.length).toBeGreaterThan(1);
    expect(button('Continue').disabled).toBe(true);
    fireEvent.click(slots[0]!);
    expect(button('Continue').disabled).toBe(false);
    expect(slots[0]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows each guest field message, tied to its field, and does not book', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await screen.findByLabelText(/First Name/);
    click('Book Now');
    for (const [label, message] of [
      ['First Name', 'Please enter your first name'],
      ['Last Name', 'Please enter your last name'],
      ['Email', 'Please enter your email'],
    ]) {
      const input = screen.getByLabelText(new RegExp(label!));
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(message);
    }
    type(/First Name/, ' Ann ');
    type(/Last Name/, 'Lee');
    type(/Email/, 'not-an-email');
    click('Book Now');
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.queryByText('Please enter your first name')).toBeNull();
    expect(lastRequest(sb, '/bookings')).toBeUndefined();
  });

  it("requires custom fields ('{label} is required') and books only non-empty answers as metaData", async () => {
    const sb = startSandbox();
    const fields = [
      { type: 'text' as const, labelText: 'Dog Name', required: true, errorText: '', inputWidth: 'auto / span 2' as const },
      { type: 'text' as const, labelText: 'Notes', required: false, errorText: '', inputWidth: 'auto / span 2' as const },
    ];
    const w = mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, customFormFields: fields });
    fireEvent.click((await findSlots())[0]!);
    click('Continue');
    await fillGuest();
    click('Book Now');
    expect(await screen.findByText('Dog Name is required')).toBeTruthy();
    type(/Dog Name/, 'Rex');
    expect(screen.queryByText('Dog Name is required')).toBeNull();
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
    expect(lastRequest(sb, '/bookings')!.body.metaData).toEqual({ dog_name_0: 'Rex' });
    expect(screen.getByText('Dog Name: Rex')).toBeTruthy();
    expect(screen.getByText(/A confirmation has been sent to ann@example\.com\./)).toBeTruthy();
    expect(w.events.some((e) => e.type === 'bookla:booking-confirmed')).toBe(true);
  });

  it('blocks the Form step submit until the terms are accepted', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, termsEnabled: true });
    fireEvent.click((await findSlots())[0]!);
    // Terms live on the Form step when one follows.
    expect(screen.queryByRole('checkbox')).toBeNull();
    click('Continue');
    await fillGuest();
    expect(button('Book Now').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/terms');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(button('Book Now').disabled).toBe(false);
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
  });

  it('blocks the Date step book button until the terms are accepted when no form follows', async () => {
    const sb = startSandbox();
    const client = (await import('./harness')).clientFor(sb);
    client.auth.setTokens(await sb.token());
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, termsEnabled: true, guestEnabled: false }, { client });
    fireEvent.click((await findSlots())[0]!);
    expect(button('Book Now').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    expect(button('Book Now').disabled).toBe(false);
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
  });

  it('goes back from the Form step to the Date step with the slot kept', async () => {
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() });
    const slots = await findSlots();
    fireEvent.click(slots[1]!);
    click('Continue');
    await screen.findByLabelText(/First Name/);
    click('Back');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Select Time' })).toBeTruthy());
    expect(button('Continue').disabled).toBe(false);
  });

  it('keeps what the visitor typed while they book: back to another time, to another service, Reload; not after a booking', async () => {
    const sb = startSandbox();
    const fields: CustomFormField[] = [{ type: 'text', labelText: 'Company name', required: false, errorText: '', inputWidth: 'auto / span 2' }];
    mountWidget(sb, { showServiceSelector: true, customFormFields: fields, preselectedDate: fixedDay() });
    const chooseRow = async (index: number) =>
      fireEvent.click(within((await screen.findAllByRole('listitem'))[index]!).getByRole('button'));
    const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
    const answers = () => [value(/First name/i), value(/Last name/i), value(/Email/i), value(/Company name/)];
    // The form's Back (below the service's header back button, which returns to the list).
    const formBack = () => fireEvent.click(screen.getAllByRole('button', { name: 'Back' }).at(-1)!);
    const toForm = async (slot: number) => {
      fireEvent.click((await findSlots())[slot]!);
      click('Continue');
      await screen.findByLabelText(/First name/i);
    };
    await chooseRow(1);
    await toForm(0);
    await fillGuest('Ann', 'Lee', 'ann@example.com');
    type(/Company name/, 'Acme');
    // A different time: nothing typed again.
    formBack();
    await toForm(2);
    expect(answers()).toEqual(['Ann', 'Lee', 'ann@example.com', 'Acme']);
    // Another service from the list: the same visitor still.
    formBack();
    await findSlots();
    click('Back');
    await chooseRow(0);
    await toForm(0);
    expect(answers()).toEqual(['Ann', 'Lee', 'ann@example.com', 'Acme']);
    // A failed booking: its Reload starts the flow again, the answers stay.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sb.fault({ pathPrefix: '/api/v1/client/bookings', method: 'POST', status: 409, count: 1 });
    click('Book Now');
    await screen.findByRole('heading', { name: 'Error' }, { timeout: 5000 });
    click('Reload');
    await toForm(0);
    expect(answers()).toEqual(['Ann', 'Lee', 'ann@example.com', 'Acme']);
    click('Book Now');
    await screen.findByRole('heading', { name: 'Booking Confirmed' });
    vi.restoreAllMocks();
    expect(lastRequest(sb, '/bookings')!.body).toMatchObject({ client: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }, metaData: { company_name_0: 'Acme' } });
    // After a booking, Book Again is for whoever books next (a front-desk tablet): an empty form.
    click('Book Again');
    await toForm(1);
    expect(answers()).toEqual(['', '', '', '']);
  });
});
