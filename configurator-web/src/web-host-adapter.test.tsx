import { describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { describeHostAdapterContract } from '@bookla/configurator/testing';
import { readEnv } from './env';
import { createWebHostAdapter, notify } from './web-host-adapter';

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

describe('notices', () => {
  it('success and info close by themselves after 4 s; errors and warnings stay until dismissed, titled by kind', () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    notify('success', 'Saved');
    notify('info', 'Note this');
    notify('warning', 'Some settings were not imported.');
    notify('error', 'Failed to apply configuration');
    expect(show.mock.calls.map(([n]) => n)).toEqual([
      { color: 'green', title: 'Done', message: 'Saved', autoClose: 4000 },
      { color: 'blue', title: 'Note', message: 'Note this', autoClose: 4000 },
      { color: 'yellow', title: 'Warning', message: 'Some settings were not imported.', autoClose: false },
      { color: 'red', title: 'Error', message: 'Failed to apply configuration', autoClose: false },
    ]);
    show.mockRestore();
  });

  it('are what the adapter tells the owner with, unless the caller passes its own', () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    createWebHostAdapter(readEnv()).notify('error', 'x');
    expect(show).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: 'x', color: 'red' }));
    show.mockRestore();
  });
});
