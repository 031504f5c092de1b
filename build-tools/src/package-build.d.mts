export declare function sourceEntries(pkg: { exports?: Record<string, unknown> }): Record<string, string>;
export declare function withJsExtensions(text: string, file: string, exists?: (path: string) => boolean): string;
export declare function buildPublishedPackage(packageDir: URL, options?: { useClient?: string[]; jsx?: boolean }): Promise<void>;
