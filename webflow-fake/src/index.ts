export { createFakeWebflow, scriptIdFor, SCOPES } from './app';
export { startFakeWebflow } from './server';
export { cloneWorld, DEFAULT_WORLD, DEV_CLIENT } from './world';
export type { Applied, CustomCode, FakeWebflow, FakeWebflowOptions, Fault, LoggedRequest, Registered } from './app';
export type { RunningFakeWebflow } from './server';
export type { World, WorldClient, WorldPage, WorldSite, WorldUser } from './world';
