// The configurator's sources, which write-exported.ts reaches, import their style sheets (write-exported.mjs
// leaves them out of its bundle).
declare module '*.css';
