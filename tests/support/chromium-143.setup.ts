import { test, expect } from '@playwright/test';
import { CHROMIUM_143, unpackChromium143 } from './chromium-143';

// The chromium-143 project's dependency: the browser is unpacked before any of its specs launches it.
test('unpack Chromium 143 from @sparticuz/chromium', async () => {
  test.setTimeout(120_000);
  expect(await unpackChromium143()).toBe(CHROMIUM_143);
});
