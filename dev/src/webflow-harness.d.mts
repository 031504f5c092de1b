export interface HarnessServer {
  url: string;
  extensionUrl: string;
  close(): Promise<void>;
}
export declare function serve(options?: {
  host?: string;
  port?: number;
  extensionPort?: number;
  serviceUrl?: string;
  cdnBase?: string;
  demoApiUrl?: string;
  siteId?: string;
  pageId?: string;
  user?: { id: string; firstName: string; email: string };
  idTokenUrl?: string;
  /** A running fake Webflow: ID tokens come from it and the canvas is saved to it (published pages show it). */
  fakeWebflowUrl?: string;
}): Promise<HarnessServer>;
