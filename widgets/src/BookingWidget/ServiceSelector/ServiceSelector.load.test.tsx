import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BOOKING_DEFAULTS } from '@bookla/runtime/config/booking-defaults';
import type { Service } from '@bookla/runtime/types';
import type { BookingClient } from '../client';
import { ServiceSelector } from './ServiceSelector';

const schemas = vi.hoisted(() => ({ preloads: 0 }));
vi.mock('@bookla/runtime/client-core', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  preloadSchemas: async () => void schemas.preloads++,
}));

const L = BOOKING_DEFAULTS.defaults.localization;

function mount(list: (options: { signal: AbortSignal }) => Promise<unknown>, heading = createRef<HTMLElement>()) {
  const client = { services: { list } } as unknown as BookingClient;
  return render(
    <ServiceSelector
      heading={heading}
      client={client}
      entries={[]}
      texts={L.serviceSelection}
      loadingText={L.loadingText}
      retryText={L.errorScreen.reload}
      onSelect={() => {}}
    />,
  );
}

describe('ServiceSelector', () => {
  // The list is multi-service mode's first screen: a chosen service's first dates and times are validated
  // requests, which must not wait for the schemas after the visitor's click.
  it('loads the request schemas once the list has shown, not while it loads', async () => {
    const before = schemas.preloads;
    let answer!: (services: Service[]) => void;
    mount(() => new Promise((resolve) => (answer = resolve)));
    await screen.findByText(L.loadingText);
    expect(schemas.preloads).toBe(before);
    answer([{ id: 's1', name: 'Tennis court', type: 'fixed' } as Service]);
    await screen.findByText('Tennis court');
    await waitFor(() => expect(schemas.preloads).toBe(before + 1));
  });

  it("lists each service's title with its description under it only when it has one; the heading is focusable from code only", async () => {
    mount(async () => [{ id: 's1', name: 'Tennis court', description: 'Outdoor', type: 'fixed' }, { id: 's2', name: 'Studio', type: 'fixed' }] as Service[]);
    const [court, studio] = await screen.findAllByRole('button');
    expect(court!.textContent).toBe('Tennis courtOutdoor');
    expect(court!.querySelector('.bk-secondary')!.textContent).toBe('Outdoor');
    expect(studio!.querySelector('.bk-secondary')).toBeNull();
    expect(screen.getByRole('heading', { name: L.serviceSelection.title }).getAttribute('tabindex')).toBe('-1');
  });

  it('cancels the list request when it leaves while the list loads', async () => {
    let signal!: AbortSignal;
    const view = mount((options) => {
      signal = options.signal;
      return new Promise(() => {});
    });
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal.aborted).toBe(false);
    view.unmount();
    // Preact runs an unmounted component's effect cleanups a tick later.
    await waitFor(() => expect(signal.aborted).toBe(true));
  });

  it('Reload, which goes with the error, leaves the focus on the heading, not the page body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heading = createRef<HTMLElement>();
    let calls = 0;
    mount(async () => {
      if (++calls === 1) throw new Error('offline');
      return [{ id: 's1', name: 'Tennis court', type: 'fixed' }] as Service[];
    }, heading);
    const reload = await screen.findByRole('button', { name: L.errorScreen.reload });
    reload.focus();
    fireEvent.click(reload);
    await screen.findByText('Tennis court');
    // The hand-off waits a task for the render that removes the button.
    await waitFor(() => expect(document.activeElement).toBe(heading.current));
    expect(heading.current!.textContent).toBe(L.serviceSelection.title);
  });
});
