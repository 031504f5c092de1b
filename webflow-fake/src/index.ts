export { createFakeWebflow } from './app';
export { SCOPES } from './routes/oauth';
export { scriptIdFor } from './routes/scripts';
export { startFakeWebflow } from './server';
export { cloneWorld, DEFAULT_WORLD, DEV_CLIENT } from './world';
export type { FakeWebflow, FakeWebflowOptions } from './app';
export type { Applied, CustomCode, Fault, LoggedRequest, Registered } from './state';
export type { RunningFakeWebflow } from './server';
export type { World, WorldClient, WorldPage, WorldSite, WorldUser } from './world';
