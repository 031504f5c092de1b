export interface ConsumerApp {
  name: 'vite' | 'next';
  folder: string;
  exportedDir: string;
  port: number;
  sandboxPort: number;
  build: string[];
  serve: string[];
}
export declare const CONSUMER_APPS: ConsumerApp[];
export declare const sandboxApiUrl: (app: ConsumerApp) => string;
