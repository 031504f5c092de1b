// What loads before the first screen has settled: only what that screen needs. The request schemas and the
// later steps' code wait until the first slots (or what stands in for them) show, so they never compete with
// the answers the visitor is waiting for.
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEMO_SERVICE_IDS } from '@bookla/sandbox';
import { ensureTemporal } from '@bookla/runtime/time';
import { clientFor, findSlots, fixedDay, holding, mountWidget, startSandbox } from './harness';

const loads = vi.hoisted(() => ({ schemas: 0, later: 0 }));
vi.mock('@bookla/runtime/client-core', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  preloadSchemas: async () => void loads.schemas++,
}));
vi.mock('../later', async (importOriginal) => {
  loads.later++;
  return importOriginal();
});

beforeAll(() => ensureTemporal());

// Order matters: once the later steps' code has loaded it stays loaded for the rest of the file (as on a page).
describe('the first screen settles before anything later loads', { tags: ['hours'] }, () => {
  it('the Date step settles once its first slots show, not while they load', async () => {
    const sb = startSandbox();
    const held = holding(sb, '/times');
    // Tomorrow, a whole day of sessions: late in the evening today has none, and 'Go to next available date'
    // would settle the screen a second time.
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.fixed, preselectedDate: fixedDay() }, { client: clientFor(sb, held.fetch) });
    await screen.findByText('Loading times...');
    // Give anything that would start now the time to start.
    await new Promise((r) => setTimeout(r, 50));
    expect(loads).toEqual({ schemas: 0, later: 0 });
    held.release();
    await findSlots();
    await waitFor(() => expect(loads).toEqual({ schemas: 1, later: 1 }));
  });

  it('a ticket service settles on its Ticket step, which waits for no slots', async () => {
    loads.schemas = 0;
    const sb = startSandbox();
    mountWidget(sb, { serviceId: DEMO_SERVICE_IDS.ticket });
    await screen.findByRole('heading', { name: 'Select Tickets' });
    await waitFor(() => expect(loads.schemas).toBe(1));
  });

  it('a service that failed to load settles nothing: no request schemas for a widget showing its Error', async () => {
    loads.schemas = 0;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => quiet.mockRestore());
    const sb = startSandbox();
    mountWidget(sb, { serviceId: 'no-such-service' });
    await screen.findByRole('heading', { name: 'Error' });
    await new Promise((r) => setTimeout(r, 50));
    expect(loads.schemas).toBe(0);
  });
});
