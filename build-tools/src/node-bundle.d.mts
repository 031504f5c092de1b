export declare function buildNodePackage(packageDir: URL, entries: Record<string, string>, options?: { external?: string[] }): Promise<string[]>;
