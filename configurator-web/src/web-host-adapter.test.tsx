import { describe, expect, it } from 'vitest';
import { describeHostAdapterContract } from '@bookla/configurator/testing';
import { readEnv } from './env';
import { createWebHostAdapter } from './web-host-adapter';

// The same contract the Webflow extension's adapter meets, on clean storage each time.
describeHostAdapterContract('standalone web', () => {
  localStorage.clear();
  return createWebHostAdapter(readEnv(), () => {});
});

describe('the preview API', () => {
  it('hands the configured live API base on (the sandbox under npm start), and none when unset', () => {
    const env = readEnv();
    expect(createWebHostAdapter({ ...env, liveApiUrl: 'http://127.0.0.1:4010/api' }, () => {}).api.liveApiUrl).toBe('http://127.0.0.1:4010/api');
    expect(createWebHostAdapter({ ...env, liveApiUrl: undefined }, () => {}).api).not.toHaveProperty('liveApiUrl');
  });
});
