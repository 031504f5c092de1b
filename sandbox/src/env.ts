import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';

// The Hono environment every sandbox module types its handlers with. Its own module so the fault
// middleware and the routes' context can both use it without importing each other.

/** The sandbox runs on Node's HTTP server: handlers see its bindings (the raw request and response). */
export type Env = { Bindings: HttpBindings };
export type App = Hono<Env>;
