import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekStart } from './week-start';

describe('weekStart: the first day of the owner\'s week, as Mantine counts (0 Sunday)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the locale: Sunday in the United States, Monday in Germany, Saturday in Egypt', () => {
    expect(weekStart('en-US')).toBe(0);
    expect(weekStart('de-DE')).toBe(1);
    expect(weekStart('ar-EG')).toBe(6);
  });

  it("reads the standard getWeekInfo() where the browser has it, else the older weekInfo getter", () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const had = Object.getOwnPropertyDescriptor(proto, 'getWeekInfo');
    Object.defineProperty(proto, 'getWeekInfo', { configurable: true, value: () => ({ firstDay: 3 }) });
    try {
      expect(weekStart('en-US')).toBe(3);
    } finally {
      if (had) Object.defineProperty(proto, 'getWeekInfo', had);
      else delete proto.getWeekInfo;
    }
  });

  it('says nothing where the browser cannot tell, or for a locale it cannot read: Mantine keeps its Monday', () => {
    expect(weekStart('not a locale!')).toBeUndefined();
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const weekInfo = Object.getOwnPropertyDescriptor(proto, 'weekInfo');
    const getWeekInfo = Object.getOwnPropertyDescriptor(proto, 'getWeekInfo');
    Object.defineProperty(proto, 'weekInfo', { configurable: true, get: () => undefined });
    Object.defineProperty(proto, 'getWeekInfo', { configurable: true, value: undefined });
    try {
      expect(weekStart('en-US')).toBeUndefined();
    } finally {
      if (weekInfo) Object.defineProperty(proto, 'weekInfo', weekInfo);
      else delete proto.weekInfo;
      if (getWeekInfo) Object.defineProperty(proto, 'getWeekInfo', getWeekInfo);
      else delete proto.getWeekInfo;
    }
  });
});
