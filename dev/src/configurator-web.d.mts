export interface ConfiguratorServeOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** Overrides the build's CDN base for the exported snippet (the CDN stand-in under `npm start`). */
  cdnBase?: string;
  /** Overrides the build's demo API base (the sandbox `npm start` runs). */
  demoApiUrl?: string;
  /** The API base of owners' own credentials (live preview, exported code); `npm start` passes the sandbox. */
  liveApiUrl?: string;
}
export declare function serve(options?: ConfiguratorServeOptions): Promise<{ url: string; close(): Promise<void> }>;
