// The runtime's public face. Prefer the subpaths (`@bookla/runtime/client`, `/config`, `/time`, `/money`, …)
// in anything shipped to visitors: each is its own module so a bundle pays only for what it imports.
export * from './errors';
export * from './api-types';
export * from './schemas';
export * from './tokens';
export * from './client';
export * from './config/index';
export * from './time/index';
export * from './money';
export * from './money-input';
export * from './plans';
