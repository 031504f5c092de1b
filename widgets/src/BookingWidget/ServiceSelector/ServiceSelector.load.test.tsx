import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
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

function mount(list: () => Promise<unknown>) {
  const client = { services: { list } } as unknown as BookingClient;
  return render(
    <ServiceSelector
      heading={createRef()}
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
});
