import { describe, expect, it } from 'vitest';
import { MB, WEB_UI, durationAttribute, formatDate, formatDuration, formatFileSize, instantInSarajevo, sarajevoClock, sarajevoLocal } from './index.js';

describe('formatDate', () => {
  it('writes the day, the month by name and the year, each followed by a full stop', () => {
    expect(formatDate('2026-11-23T10:00:00.000Z')).toBe('23. novembar 2026.');
    expect(formatDate('2025-01-05T12:00:00Z')).toBe('5. januar 2025.');
    expect(formatDate('2025-08-15T12:00:00Z')).toBe('15. august 2025.');
  });

  it('gives the day in Sarajevo, in winter (UTC+1) and in summer (UTC+2)', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Sarajevo.
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('1. januar 2026.');
    expect(formatDate('2025-12-31T22:59:59Z')).toBe('31. decembar 2025.');
    expect(formatDate('2025-12-31T23:00:00Z')).toBe('1. januar 2026.');
    // Summer time: 22:00 UTC is midnight, so 21:59 is still the same day and 22:30 the next.
    expect(formatDate('2026-07-14T21:59:00Z')).toBe('14. juli 2026.');
    expect(formatDate('2026-07-14T22:30:00Z')).toBe('15. juli 2026.');
    // 23:30 UTC is the next day in either season.
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('1. juli 2026.');
  });

  it('follows the switches to and from summer time (last Sundays of March and October)', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC; that evening midnight is 22:00 UTC.
    expect(formatDate('2026-03-28T22:30:00Z')).toBe('28. mart 2026.'); // 23:30 CET
    expect(formatDate('2026-03-28T23:00:00Z')).toBe('29. mart 2026.'); // 00:00 CET
    expect(formatDate('2026-03-29T21:59:00Z')).toBe('29. mart 2026.'); // 23:59 CEST
    expect(formatDate('2026-03-29T22:00:00Z')).toBe('30. mart 2026.'); // 00:00 CEST
    // 25 October 2026: clocks go back at 01:00 UTC; midnight before it was 22:00 UTC, after it 23:00 UTC.
    expect(formatDate('2026-10-24T22:00:00Z')).toBe('25. oktobar 2026.'); // 00:00 CEST
    expect(formatDate('2026-10-25T22:30:00Z')).toBe('25. oktobar 2026.'); // 23:30 CET
    expect(formatDate('2026-10-25T23:00:00Z')).toBe('26. oktobar 2026.'); // 00:00 CET
  });

  it('names every month once, as the calendar of /zakonEdu does', () => {
    const names = Array.from({ length: 12 }, (_, i) => formatDate(`2026-${String(i + 1).padStart(2, '0')}-15T12:00:00Z`));
    expect(names).toEqual([
      '15. januar 2026.', '15. februar 2026.', '15. mart 2026.', '15. april 2026.', '15. maj 2026.', '15. juni 2026.',
      '15. juli 2026.', '15. august 2026.', '15. septembar 2026.', '15. oktobar 2026.', '15. novembar 2026.', '15. decembar 2026.',
    ]);
  });

  it('gives an empty text for something that is no date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('nije datum')).toBe('');
  });
});

describe('sarajevoClock', () => {
  // The rule written by hand (no Intl in the browser: format.ts) must read every instant as the tz data does.
  const tz = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Sarajevo', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
  });
  const byTzData = (t: number) => {
    const parts = tz.formatToParts(new Date(t));
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
  };

  it('reads instants from 2000 to 2040 as the tz data of Europe/Sarajevo does: every day, and every quarter hour around each change', () => {
    const instants: number[] = [];
    for (let t = Date.UTC(2000, 0, 1, 0, 30); t < Date.UTC(2041, 0, 1); t += 11 * 3_600_000) instants.push(t);
    for (let year = 2000; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // Every quarter hour of the month's last eight days: the change is on one of them.
        for (let t = Date.UTC(year, month, 24); t < Date.UTC(year, month + 1, 1); t += 15 * 60_000) instants.push(t);
      }
    }
    const wrong = instants
      .filter((t) => JSON.stringify(sarajevoClock(new Date(t))) !== JSON.stringify(byTzData(t)))
      .map((t) => new Date(t).toISOString());
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    expect(sarajevoClock(new Date('2026-03-29T00:59:00Z'))).toMatchObject({ day: 29, hour: 1, minute: 59 });
    expect(sarajevoClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, hour: 3, minute: 0 });
    expect(sarajevoClock(new Date('2026-10-25T00:59:00Z'))).toMatchObject({ day: 25, hour: 2, minute: 59 });
    expect(sarajevoClock(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ day: 25, hour: 2, minute: 0 });
  });
});

describe('formatFileSize', () => {
  it('counts bytes, then KB, MB and GB of 1024, with a decimal comma below 10', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(12)).toBe('12 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(10 * 1024 - 1)).toBe('10 KB');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(1.2 * MB)).toBe('1,2 MB');
    expect(formatFileSize(20 * MB)).toBe('20 MB');
    expect(formatFileSize(3 * 1024 * MB)).toBe('3 GB');
  });

  it('moves to the next unit when the rounded number would read 1024', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
    expect(formatFileSize(1023.4 * 1024)).toBe('1023 KB');
    expect(formatFileSize(1023.6 * 1024)).toBe('1 MB');
    expect(formatFileSize(1024 * MB - 1)).toBe('1 GB');
  });

  it('writes a whole number without a decimal and rounds to one place', () => {
    expect(formatFileSize(2 * MB)).toBe('2 MB');
    expect(formatFileSize(1.25 * MB)).toBe('1,3 MB');
    expect(formatFileSize(9.96 * MB)).toBe('10 MB');
  });

  it('treats a negative or missing size as nothing', () => {
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });

  it('reads as the document rows show it', () => {
    expect(WEB_UI.pdfSize(1.2 * MB)).toBe('PDF, 1,2 MB');
  });
});

describe('formatDuration', () => {
  it('writes minutes and two-digit seconds, and the same for a <time> element', () => {
    expect([0, 9, 21, 59.6, 60, 65, 600].map(formatDuration)).toEqual(['0:00', '0:09', '0:21', '1:00', '1:00', '1:05', '10:00']);
    expect([0, 21, 65].map(durationAttribute)).toEqual(['PT0S', 'PT21S', 'PT1M5S']);
    expect([formatDuration(-3), formatDuration(Number.NaN)]).toEqual(['0:00', '0:00']);
  });
});

describe('Sarajevo wall clock for datetime-local fields', () => {
  it('shows an instant in Sarajevo and reads one back, in winter and in summer time', () => {
    expect(sarajevoLocal('2026-11-23T13:32:00Z')).toBe('2026-11-23T14:32');
    expect(sarajevoLocal('2026-07-15T21:59:50Z')).toBe('2026-07-15T23:59');
    expect(sarajevoLocal(null)).toBe('');
    expect(sarajevoLocal('nije datum')).toBe('');
    expect(instantInSarajevo('2026-11-23T14:32')).toBe('2026-11-23T13:32:00.000Z');
    expect(instantInSarajevo('2026-07-16T08:00')).toBe('2026-07-16T06:00:00.000Z');
    expect(instantInSarajevo('2026-12-31T23:59')).toBe('2026-12-31T22:59:00.000Z');
    // The night summer time starts (29 March 2026, 02:00 → 03:00) and ends (25 October, 03:00 → 02:00).
    expect(instantInSarajevo('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(instantInSarajevo('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(instantInSarajevo('2026-10-25T04:00')).toBe('2026-10-25T03:00:00.000Z');
    for (const bad of ['', '2026-02-30T10:00', '2026-11-23 14:32', '2026-11-23T24:00', '2026-11-23T14:32Z']) expect(instantInSarajevo(bad), bad).toBeUndefined();
  });
});
