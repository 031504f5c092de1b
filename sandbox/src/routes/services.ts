import type { Dates, Times } from '@bookla/runtime/types';
import { type SlotRequest, listSlots, slotLength } from '../availability/slots';
import { slotPrice } from '../availability/pricing';
import { requireApiKey, requireApiKeyOrBearer } from '../auth';
import { ApiError, notFound, validationError } from '../errors';
import type { ServiceRecord } from '../model';
import type { Store } from '../store';
import { isoAt, parseInstant } from '../time';
import { availabilityQuerySchema, codeValidateSchema, parseBody } from '../validation';
import { resourceWire, serviceWire } from '../wire';
import { type App, type SandboxContext, readJson } from './context';

/** Longest window one availability query may span. */
const MAX_WINDOW_DAYS = 400;

/** Checks ticket ids against the service; every requested count must name one of its tickets. */
export function checkTickets(service: ServiceRecord, tickets: Record<string, number> | undefined): void {
  if (!tickets) return;
  if (service.type !== 'ticket') return;
  for (const id of Object.keys(tickets)) {
    if (!service.rules.tickets?.some((t) => t.id === id)) throw validationError(`tickets.${id}`, 'is not a ticket of this service');
  }
}

export function ticketSpots(tickets: Record<string, number> | undefined): number {
  return Object.values(tickets ?? {}).reduce((n, v) => n + v, 0);
}

function availabilityRequest(service: ServiceRecord, body: unknown): SlotRequest {
  const q = parseBody(availabilityQuerySchema, body);
  const fromMs = parseInstant(q.from)!.epochMilliseconds;
  const toMs = parseInstant(q.to)!.epochMilliseconds;
  if (toMs <= fromMs) throw validationError('to', 'must be later than from');
  if (toMs - fromMs > MAX_WINDOW_DAYS * 86_400_000) throw validationError('to', `must be at most ${MAX_WINDOW_DAYS} days after from`);
  const unknown = q.resourceIDs?.find((id) => !service.resourceIDs.includes(id));
  if (unknown !== undefined) throw validationError('resourceIDs', `holds "${unknown}", which is not a resource of this service`);
  const length = slotLength(service, q.duration);
  if (typeof length === 'string') throw validationError('duration', length);
  checkTickets(service, q.tickets);
  return {
    fromMs, toMs, length,
    spots: q.spots ?? 1,
    tickets: q.tickets,
    resourceIDs: q.resourceIDs?.length ? q.resourceIDs : service.resourceIDs,
  };
}

function companyService(store: Store, companyId: string, serviceId: string, keyCompany?: string): ServiceRecord {
  store.company(companyId, keyCompany);
  return store.service(companyId, serviceId);
}

export function registerServices(app: App, { store }: SandboxContext): void {
  const base = '/api/v1/client/companies/:companyId';

  app.get(`${base}/services`, (c) => {
    const { keyCompany } = requireApiKey(store, c);
    const companyId = store.company(c.req.param('companyId'), keyCompany);
    return c.json(store.state.services.filter((s) => s.companyID === companyId).map((s) => serviceWire(store.state, s)));
  });

  app.get(`${base}/services/:serviceId`, (c) => {
    const { keyCompany } = requireApiKey(store, c);
    return c.json(serviceWire(store.state, companyService(store, c.req.param('companyId'), c.req.param('serviceId'), keyCompany)));
  });

  app.post(`${base}/services/:serviceId/times`, async (c) => {
    const { keyCompany } = requireApiKey(store, c);
    const service = companyService(store, c.req.param('companyId'), c.req.param('serviceId'), keyCompany);
    const slots = listSlots(store.state, service, availabilityRequest(service, await readJson(c)), store.nowMs());
    const times: Times['times'] = {};
    for (const [resourceID, list] of slots) {
      times[resourceID] = list.filter((s) => s.free).map((s) => ({
        startTime: isoAt(s.startMs), duration: s.duration, price: s.price,
      }));
    }
    return c.json({ times });
  });

  app.post(`${base}/services/:serviceId/dates`, async (c) => {
    const { keyCompany } = requireApiKey(store, c);
    const service = companyService(store, c.req.param('companyId'), c.req.param('serviceId'), keyCompany);
    const slots = listSlots(store.state, service, availabilityRequest(service, await readJson(c)), store.nowMs());
    const dates: Dates['dates'] = {};
    for (const [resourceID, list] of slots) {
      dates[resourceID] = [...new Set(list.filter((s) => s.free).map((s) => s.date))].sort();
    }
    return c.json({ dates, timeZone: service.timeZone });
  });

  app.get(`${base}/resources`, (c) => {
    const { keyCompany } = requireApiKey(store, c);
    const companyId = store.company(c.req.param('companyId'), keyCompany);
    return c.json(store.state.resources.filter((r) => r.companyID === companyId).map(resourceWire));
  });

  app.get(`${base}/resources/:resourceId`, (c) => {
    const { keyCompany } = requireApiKey(store, c);
    const companyId = store.company(c.req.param('companyId'), keyCompany);
    const id = c.req.param('resourceId');
    const resource = store.state.resources.find((r) => r.id === id && r.companyID === companyId);
    if (!resource) throw notFound('Resource', id);
    const services = store.state.services.filter((s) => s.resourceIDs.includes(id)).map((s) => serviceWire(store.state, s));
    return c.json({ ...resourceWire(resource), services });
  });

  app.post('/api/v1/client/codes/:code/validate', async (c) => {
    const principal = requireApiKeyOrBearer(store, c);
    const body = parseBody(codeValidateSchema, await readJson(c));
    if (!store.state.companies.includes(body.companyID)) throw validationError('companyID', 'names no known company');
    if (principal.keyCompany && principal.keyCompany !== body.companyID) throw new ApiError(403, 'forbidden', 'The API key belongs to another company');
    const service = store.state.services.find((s) => s.id === body.serviceID && s.companyID === body.companyID);
    if (!service) throw validationError('serviceID', 'names no service of this company');
    if (!service.resourceIDs.includes(body.resourceID)) throw validationError('resourceID', 'names no resource of this service');
    checkTickets(service, body.tickets);
    const length = slotLength(service, body.duration);
    if (typeof length === 'string') throw validationError('duration', length);
    const code = store.state.codes.find((k) => k.code === c.req.param('code'));
    if (!code) throw new ApiError(404, 'code_not_found', `Code "${c.req.param('code')}" not found`);
    const minutes = length.kind === 'minutes' ? length.minutes : length.nights * 1440;
    const startDate = parseInstant(body.startTime)!.toZonedDateTimeISO(service.timeZone).toPlainDate();
    const nights = length.kind === 'nights' ? Array.from({ length: length.nights }, (_, i) => startDate.add({ days: i })) : undefined;
    const regular = slotPrice(service, { resourceID: body.resourceID, minutes, spots: body.spots, tickets: body.tickets, nights }).amount;
    // A subscription code covers the booking; a code that cannot apply leaves the regular price.
    const applies = store.codeApplies(code, service);
    return c.json({
      canApply: applies, clientID: code.clientID, clientEmail: code.clientEmail,
      price: applies ? 0 : regular, pluginNameSpace: code.pluginNameSpace,
      pluginResponse: { ...code.pluginResponse, ...(code.canApply && !applies ? { reason: 'not covered by the plan' } : {}) },
    });
  });
}
