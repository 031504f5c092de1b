export declare function cssFiles(dir: string): string[];
export declare function cssModule(file: string): Promise<string>;
export declare function moduleOf(file: string): string;
