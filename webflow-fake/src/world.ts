// The one "world" the fake Webflow (Data API, OAuth, published pages) and the fake Designer share: the same
// sites, pages and user, so an ID token the fake Designer hands out resolves here, and a page the extension
// writes to is a page this fake publishes. Ids look like Webflow's (24 hex digits).

export interface WorldPage {
  id: string;
  title: string;
  /** '' for the home page. */
  slug: string;
}

export interface WorldSite {
  id: string;
  shortName: string;
  displayName: string;
  workspaceId: string;
  pages: WorldPage[];
}

export interface WorldUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface WorldClient {
  id: string;
  secret: string;
  /** When set, an authorize or token call naming another redirect_uri is refused, as Webflow does. */
  redirectUri?: string;
}

export interface World {
  sites: WorldSite[];
  user: WorldUser;
  /** The OAuth apps Webflow knows. */
  clients: WorldClient[];
}

/** Development credentials of the fake only: the service's development defaults name the same client. */
export const DEV_CLIENT: WorldClient = Object.freeze({ id: 'bookla-dev-client', secret: 'bookla-dev-client-secret' });

export const DEFAULT_WORLD: World = Object.freeze({
  sites: [
    {
      id: '6650c0de00000000000a0001',
      shortName: 'bookla-demo',
      displayName: 'Bookla Demo Studio',
      workspaceId: '6650c0de00000000000f0001',
      pages: [
        { id: '6650c0de00000000000b0001', title: 'Home', slug: '' },
        { id: '6650c0de00000000000b0002', title: 'Book', slug: 'book' },
      ],
    },
    {
      id: '6650c0de00000000000a0002',
      shortName: 'bookla-second',
      displayName: 'Second Site',
      workspaceId: '6650c0de00000000000f0001',
      pages: [{ id: '6650c0de00000000000b0101', title: 'Home', slug: '' }],
    },
  ],
  user: { id: '6650c0de00000000000c0001', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
  clients: [DEV_CLIENT],
}) as World;

/** A deep copy, so a test may change its world without touching another's. */
export const cloneWorld = (world: World = DEFAULT_WORLD): World => JSON.parse(JSON.stringify(world)) as World;
