export declare const SANDBOX_PORT: number;
export declare const SANDBOX_API_URL: string;
export interface ConsumerApp {
  name: 'vite' | 'next';
  folder: string;
  exportedDir: string;
  port: number;
  build: string[];
  serve: string[];
}
export declare const CONSUMER_APPS: ConsumerApp[];
