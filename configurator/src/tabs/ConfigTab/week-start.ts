import type { DayOfWeek } from '@mantine/dates';

/**
 * The first day of the week where the owner lives, from the browser's locale, as Mantine's calendar counts days
 * (0 Sunday … 6 Saturday): an American owner's calendar starts on Sunday, a German one's on Monday. Undefined
 * where the browser cannot say (no Intl week info, as in Firefox, or an unreadable locale): Mantine's Monday.
 */
export function weekStart(locale: string): DayOfWeek | undefined {
  try {
    // getWeekInfo() is the standard's name; Chromium before 130 and Safari 17 have the older `weekInfo` getter.
    const l = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?(): { firstDay: number }; weekInfo?: { firstDay: number } };
    const first = (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay;
    return Number.isInteger(first) && first! >= 1 && first! <= 7 ? ((first! % 7) as DayOfWeek) : undefined;
  } catch {
    return undefined;
  }
}
