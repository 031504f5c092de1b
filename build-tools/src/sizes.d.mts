export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export declare function measure(bytes: Uint8Array): Sizes;
export declare function measureFile(path: string): Sizes;
export declare function sum(sizes: Sizes[]): Sizes;
export declare function formatTable(rows: [label: string, sizes: Sizes, budget?: number][]): string;
