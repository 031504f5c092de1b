// The consumer apps and where their end-to-end spec serves them, in one place for the scripts and the spec.

/** The sandbox the exported code points at (the React tab's demo API base) and the spec starts. */
export const SANDBOX_PORT = 4710;
export const SANDBOX_API_URL = `http://127.0.0.1:${SANDBOX_PORT}/api`;

/**
 * Each app: its folder, where the React tab's exported code goes, how it builds and how it is served (a
 * production server on `port`, as its users deploy it).
 */
export const CONSUMER_APPS = [
  { name: 'vite', folder: 'vite-app', exportedDir: 'src/exported', port: 4711, build: ['npx', 'vite', 'build'], serve: ['npx', 'vite', 'preview', '--strictPort', '--host', '127.0.0.1', '--port'] },
  { name: 'next', folder: 'next-app', exportedDir: 'app/exported', port: 4712, build: ['npx', 'next', 'build'], serve: ['npx', 'next', 'start', '-H', '127.0.0.1', '-p'] },
];
