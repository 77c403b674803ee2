import { describe, expect, it } from 'vitest';
import { calendarDateLabel } from '../../src/ui/calendarDate';

describe('calendarDateLabel', () => {
  it("writes every day of 2024-2027 as Intl's en-US long date in UTC does", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    let days = 0;
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(calendarDateLabel(iso), iso).toBe(intl.format(new Date(day)));
      days += 1;
    }
    expect(days).toBe(1461);
  });

  it('shows anything that is not a day as it came', () => {
    expect(calendarDateLabel('2026-13-01')).toBe('2026-13-01');
    expect(calendarDateLabel('2026-02-30')).toBe('2026-02-30');
    expect(calendarDateLabel('2026-10-00')).toBe('2026-10-00');
    expect(calendarDateLabel('soon')).toBe('soon');
    expect(calendarDateLabel('2026-10-06T00:00:00Z')).toBe('2026-10-06T00:00:00Z');
  });
});
