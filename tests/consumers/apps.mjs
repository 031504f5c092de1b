// The consumer apps and where their end-to-end spec serves them, in one place for the scripts and the spec.

/**
 * Each app: its folder, where the React tab's exported code goes, how it builds and how it is served (a
 * production server on `port`, as its users deploy it), and the sandbox its code points at (the React tab's demo
 * API base), one per app so the apps' bookings never compete for a time.
 */
export const CONSUMER_APPS = [
  { name: 'vite', folder: 'vite-app', exportedDir: 'src/exported', port: 4711, sandboxPort: 4710, build: ['npx', 'vite', 'build'], serve: ['npx', 'vite', 'preview', '--strictPort', '--host', '127.0.0.1', '--port'] },
  { name: 'next', folder: 'next-app', exportedDir: 'app/exported', port: 4712, sandboxPort: 4713, build: ['npx', 'next', 'build'], serve: ['npx', 'next', 'start', '-H', '127.0.0.1', '-p'] },
];

/** An app's sandbox API base. */
export const sandboxApiUrl = (app) => `http://127.0.0.1:${app.sandboxPort}/api`;
