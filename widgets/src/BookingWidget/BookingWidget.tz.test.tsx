import { describe, it, expect } from 'vitest';
describe('tz probe', () => {
  it('runs', () => {
    console.log(process.env.TZ, Intl.DateTimeFormat().resolvedOptions().timeZone, new Date(2030, 0, 1).getTimezoneOffset());
    expect(1).toBe(1);
  });
});
