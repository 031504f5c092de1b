// What the fake Webflow holds between calls, beside the world it starts from: grants and codes, registered scripts,
// applied custom code, the canvas bodies and published pages, faults, the rate limiter's hits and the request log.
// Every route and the fake's own methods read and change this one object; `reset` returns it to the world.
import { cloneWorld, type World, type WorldPage, type WorldSite } from './world';

export interface Registered {
  id: string;
  displayName: string;
  version: string;
  hostedLocation: string;
  integrityHash: string | null;
  canCopy: boolean;
  createdOn: string;
  lastUpdated: string;
  /** Inline scripts only: what the fake CDN serves. */
  sourceCode?: string;
}

export interface Applied {
  id: string;
  version: string;
  location: 'header' | 'footer';
  attributes?: Record<string, string>;
}

export interface CustomCode {
  scripts: Applied[];
  createdOn: string;
  lastUpdated: string;
}

export interface Grant {
  token: string;
  clientId: string;
  siteIds: string[];
  scopes: string[];
  userId: string;
  revoked: boolean;
}

export interface Code {
  clientId: string;
  redirectUri?: string;
  scopes: string[];
  siteIds: string[];
  used: boolean;
  exp: number;
}

export interface Fault {
  /** 429 (with Retry-After), a 5xx status, or 'hang' (never answers within the caller's patience). */
  kind: 429 | 500 | 502 | 503 | 'hang';
  /** How many matching requests it applies to. */
  count: number;
  /** Only requests whose path matches (a substring); all Webflow calls when omitted. */
  path?: string;
  /** Only this method. */
  method?: string;
  /** Seconds, for 429. */
  retryAfter?: number;
  /** For 5xx: apply the change first, then answer the error (the caller cannot know it went through). */
  afterEffect?: boolean;
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  /** The bearer token's grant, when one was sent and known: its sites. */
  siteIds?: string[];
  body?: unknown;
}

/** Where custom code is applied: to one page, or to every page of a site. */
export type CodeTarget = 'pages' | 'sites';

export class FakeState {
  world!: World;
  /** Access token → its grant. */
  grants!: Map<string, Grant>;
  /** Authorization code → what it grants once exchanged. */
  codes!: Map<string, Code>;
  /** Site id → its registered scripts. */
  scripts!: Map<string, Registered[]>;
  /** `${clientId} ${pageId|siteId}` → the custom code that app applied there. */
  code!: Record<CodeTarget, Map<string, CustomCode>>;
  /** Page id → the canvas HTML the fake Designer saved. */
  bodies!: Map<string, string>;
  /** Page id → its HTML as last published. */
  publishedPages!: Map<string, string>;
  /** Site id → when it was last published (ms). */
  lastPublish!: Map<string, number>;
  faults!: Fault[];
  /** Requests per minute per token; none when undefined. */
  rate!: number | undefined;
  /** Token → the times of its calls within the last minute. */
  hits!: Map<string, number[]>;
  /** Every call to Webflow's own paths, in order; the same array for the fake's whole life. */
  readonly log: LoggedRequest[] = [];

  constructor(
    private readonly initialWorld: World,
    private readonly rateLimit: number | undefined,
  ) {
    this.reset();
  }

  reset(): void {
    this.world = cloneWorld(this.initialWorld);
    this.grants = new Map();
    this.codes = new Map();
    this.scripts = new Map();
    this.code = { pages: new Map(), sites: new Map() };
    this.bodies = new Map();
    this.publishedPages = new Map();
    this.lastPublish = new Map();
    this.faults = [];
    this.rate = this.rateLimit;
    this.hits = new Map();
    this.log.length = 0;
  }

  site(id: string): WorldSite | undefined {
    return this.world.sites.find((s) => s.id === id);
  }

  pageOf(pageId: string): { site: WorldSite; page: WorldPage } | undefined {
    for (const site of this.world.sites) {
      const page = site.pages.find((p) => p.id === pageId);
      if (page) return { site, page };
    }
  }

  /** The scripts every app applied to a page or site, as a published page carries them. */
  applied(target: CodeTarget, id: string): Applied[] {
    return [...this.code[target].entries()].filter(([key]) => key.endsWith(` ${id}`)).flatMap(([, code]) => code.scripts);
  }

  /**
   * The owner removes the app from a site in Webflow: every grant of that app loses the site, and a grant left with
   * no site ends (its token answers 401 everywhere, introspect too); a grant still covering other sites keeps
   * working there and answers 403 on this one's calls. Scripts and custom code the app left on the site stay.
   * Answers how many grants changed.
   */
  removeApp(siteId: string, clientId: string = this.world.clients[0]!.id): number {
    let changed = 0;
    for (const g of this.grants.values()) {
      if (g.revoked || g.clientId !== clientId || !g.siteIds.includes(siteId)) continue;
      g.siteIds = g.siteIds.filter((id) => id !== siteId);
      if (!g.siteIds.length) g.revoked = true;
      changed++;
    }
    return changed;
  }
}
