import { describeHostAdapterContract } from '@bookla/configurator/testing';
import { readEnv } from './env';
import { createWebHostAdapter } from './web-host-adapter';

// The same contract the Webflow extension's adapter meets, on clean storage each time.
describeHostAdapterContract('standalone web', () => {
  localStorage.clear();
  return createWebHostAdapter(readEnv(), () => {});
});
