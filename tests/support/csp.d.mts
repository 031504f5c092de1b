export declare function strictCspHeaders(url: URL): Record<string, string> | undefined;
