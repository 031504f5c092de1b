import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { holdsCapacity } from './availability/capacity';
import { ApiError, notFound } from './errors';
import { addCalendarDuration, isoAt } from './time';
import { soldBy, type Client, type CodeRecord, type SandboxState, type ServiceRecord } from './model';
import { seedState } from './seed';

/** How long an unpaid booking, purchase or order holds its slot or items before it lapses. */
export const PAYMENT_HOLD_MINUTES = 30;
/** Cancel reason of a booking whose payment was never completed. */
export const LAPSED = 'payment not completed in time';

/** Keeps at most this many idempotency answers; the oldest go first. */
const MAX_IDEMPOTENCY_ANSWERS = 5000;

/**
 * The sandbox's state: in memory, seeded from the clock, optionally mirrored to a JSON file after every
 * change so a demo survives a restart.
 */
export class Store {
  state: SandboxState;

  constructor(readonly now: () => Date, readonly stateFile?: string) {
    this.state = stateFile && existsSync(stateFile) ? loadStateFile(stateFile) : seedState(now());
  }

  reset(): void {
    this.state = seedState(this.now());
    this.save();
  }

  /** Writes through a temporary file so a crash mid-write never leaves half a state behind. */
  save(): void {
    if (!this.stateFile) return;
    const ids = Object.keys(this.state.idempotency);
    for (const key of ids.slice(0, Math.max(0, ids.length - MAX_IDEMPOTENCY_ANSWERS))) delete this.state.idempotency[key];
    const tmp = `${this.stateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state, null, 1));
    renameSync(tmp, this.stateFile);
  }

  /**
   * Unpaid holds lapse after {@link PAYMENT_HOLD_MINUTES} (an abandoned payment page must not keep a slot
   * forever) and subscriptions past their period expire. Run before every request, so what a request
   * sees is current for the clock.
   */
  expireHolds(): void {
    const now = this.nowMs();
    const holdMs = PAYMENT_HOLD_MINUTES * 60_000;
    for (const b of this.state.bookings) {
      if (b.status === 'pending' && Date.parse(b.createdAt) + holdMs <= now) {
        b.status = 'cancelled';
        b.cancelReason = LAPSED;
      }
    }
    for (const p of this.state.subscriptionPurchases) {
      if (p.status !== 'pending' || Date.parse(p.expiresAt) > now) continue;
      p.status = 'cancelled';
      for (const k of this.state.contracts) if (p.contractIDs.includes(k.id) && k.status === 'pending') k.status = 'cancelled';
    }
    for (const k of this.state.contracts) {
      if (k.status === 'active' && addCalendarDuration(k.activeFrom, k.duration) <= now) k.status = 'expired';
    }
    for (const p of this.state.giftCardPurchases) {
      if (p.status !== 'pending' || Date.parse(p.expiresAt) > now) continue;
      p.status = 'cancelled';
      const k = this.state.giftCardContracts.find((x) => x.id === p.contractID);
      if (k?.status === 'pending') k.status = 'cancelled';
    }
  }

  newId(): string {
    return randomUUID();
  }

  newSecret(prefix: string): string {
    return `${prefix}_${randomBytes(24).toString('base64url')}`;
  }

  /** A code people can read out: no 0/O or 1/I, groups of four (`GIFT-7KQM-X2PD`). */
  newGiftCode(): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `GIFT-${group()}-${group()}`;
  }

  nowMs(): number {
    return this.now().getTime();
  }

  nowIso(): string {
    return isoAt(this.nowMs());
  }

  /** When an unpaid purchase or cart made now lapses. */
  holdUntil(): string {
    return isoAt(this.nowMs() + PAYMENT_HOLD_MINUTES * 60_000);
  }

  /** The company a path names; unknown companies are a 404, another company's key a 403. */
  company(companyId: string, keyCompany?: string): string {
    if (!this.state.companies.includes(companyId)) throw notFound('Company', companyId);
    if (keyCompany && keyCompany !== companyId) throw new ApiError(403, 'forbidden', 'The API key belongs to another company');
    return companyId;
  }

  service(companyId: string, serviceId: string): ServiceRecord {
    const service = this.state.services.find((s) => s.id === serviceId && s.companyID === companyId);
    if (!service) throw notFound('Service', serviceId);
    return service;
  }

  /**
   * Whether a code applies to a service: it must be applicable at all, a subscription code only covers
   * the services its plan lists (an empty list covers every service of the plan's company) and only as many
   * bookings as the plan's `bookingsCount` allows.
   */
  codeApplies(code: CodeRecord, service: Pick<ServiceRecord, 'id' | 'companyID'>): boolean {
    if (!code.canApply) return false;
    const planId = code.pluginResponse?.subscriptionID;
    const plan = typeof planId === 'string' ? this.state.plans.find((p) => p.id === planId) : undefined;
    if (!plan) return true;
    // A plan covers its own company's services only, all of them when it lists none.
    if (!soldBy(plan, service.companyID)) return false;
    if (plan.serviceIDs.length > 0 && !plan.serviceIDs.includes(service.id)) return false;
    // The plan's bookings-count limitation: bookings made with the code that still stand use it up.
    const limit = plan.limitations.bookingsCount;
    const used = this.state.bookings.filter((b) => b.code === code.code && holdsCapacity(b)).length;
    return limit === undefined || used < limit;
  }

  client(id: string): Client | undefined {
    return this.state.clients.find((c) => c.id === id);
  }

  /** Finds or registers the client a guest form names; e-mail identifies a returning guest. */
  clientByEmail(email: string, details: Partial<Client> = {}): Client {
    const known = this.state.clients.find((c) => c.email.toLowerCase() === email.toLowerCase());
    if (known) return known;
    const id = details.id && !this.client(details.id) ? details.id : this.newId();
    const client: Client = { id, email, firstName: details.firstName, lastName: details.lastName };
    this.state.clients.push(client);
    return client;
  }
}

function loadStateFile(path: string): SandboxState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (cause) {
    throw new Error(`Sandbox state file ${path} is not valid JSON; delete it or pass another --state file`, { cause });
  }
  const state = parsed as Partial<SandboxState> | null;
  const lists = ['services', 'resources', 'plans', 'giftCards', 'codes', 'clients', 'bookings', 'contracts',
    'subscriptionPurchases', 'giftCardContracts', 'giftCardPurchases'] as const;
  if (!state || state.version !== 1 || lists.some((k) => !Array.isArray(state[k]))) {
    throw new Error(`Sandbox state file ${path} is not a version 1 sandbox state; delete it or pass another --state file`);
  }
  return state as SandboxState;
}
