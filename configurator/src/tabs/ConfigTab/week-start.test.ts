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

  it("a browser with only the older weekInfo getter: read from it (Saturday 6 here, Sunday's 7 as Mantine's 0)", () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const had = { weekInfo: Object.getOwnPropertyDescriptor(proto, 'weekInfo'), getWeekInfo: Object.getOwnPropertyDescriptor(proto, 'getWeekInfo') };
    Object.defineProperty(proto, 'getWeekInfo', { configurable: true, value: undefined });
    try {
      for (const [firstDay, expected] of [[6, 6], [7, 0]]) {
        Object.defineProperty(proto, 'weekInfo', { configurable: true, get: () => ({ firstDay }) });
        expect(weekStart('en-US')).toBe(expected);
      }
    } finally {
      for (const [key, d] of Object.entries(had)) {
        if (d) Object.defineProperty(proto, key, d);
        else delete proto[key];
      }
    }
  });

  it('a first day the standard does not have (outside 1 to 7, or not whole) is no answer', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const had = Object.getOwnPropertyDescriptor(proto, 'getWeekInfo');
    try {
      for (const firstDay of [0, 8, 1.5, '1', null]) {
        Object.defineProperty(proto, 'getWeekInfo', { configurable: true, value: () => ({ firstDay }) });
        expect(weekStart('en-US'), String(firstDay)).toBeUndefined();
      }
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
