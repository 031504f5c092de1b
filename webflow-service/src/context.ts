import type { Repository } from './db/repository';
import type { ServiceConfig } from './env';
import type { Logger } from './http/log';
import type { SessionClaims } from './crypto/session-token';
import type { TokenCipher } from './crypto/token-cipher';
import type { WebflowClient } from './webflow/client';

/** What every route may use; built once per process by createApp. */
export interface Deps {
  config: ServiceConfig;
  repo: Repository;
  webflow: WebflowClient;
  cipher: TokenCipher;
  log: Logger;
  now: () => number;
}

/** Set by the session middleware on authorized routes. */
export type AppEnv = { Variables: { session: SessionClaims; webflowToken: string } };
