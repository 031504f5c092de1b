export interface StaticMount {
  prefix: string;
  dir: string;
}
export interface StaticServerOptions {
  port?: number;
  host?: string;
  mounts: StaticMount[];
  headersFor?: (url: URL) => Record<string, string> | undefined;
  compress?: boolean;
}
export function startStaticServer(options: StaticServerOptions): Promise<{ url: string; close: () => Promise<void> }>;
export function strictCspHeaders(url: URL): Record<string, string> | undefined;
