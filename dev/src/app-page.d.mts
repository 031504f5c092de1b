import type { StaticResponse } from './static-server.d.mts';

export declare function scriptSafe(value: unknown): string;
export declare function envBlock(values: Record<string, string | undefined>): string;
export declare function htmlPage(body: string): StaticResponse;
