import { describe, expect, it } from 'vitest';
import { deskLoad } from '../../../src/admin/deskLoad';
import { formatWhen } from '../../../src/admin/formatWhen';
import { splitAtSpans } from '../../../src/admin/queue/FlaggedText';
import { ApiRequestError } from '../../../src/api/requestJson';
import { reportedUrlOf } from '../../../src/viewer/ReportButton';
import { reportFailureText, ADMIN_TEXTS } from '../../../src/api/contract/adminTexts';

describe('splitAtSpans', () => {
  it('marks each flagged span in order, whatever order the spans come in', () => {
    expect(
      splitAtSpans('a bad and a worse word', [
        { start: 12, end: 17 },
        { start: 2, end: 5 },
      ]),
    ).toEqual([
      { text: 'a ', flagged: false },
      { text: 'bad', flagged: true },
      { text: ' and a ', flagged: false },
      { text: 'worse', flagged: true },
      { text: ' word', flagged: false },
    ]);
  });

  it('clamps spans past the end and overlapping spans, losing no character', () => {
    const parts = splitAtSpans('heretic', [
      { start: 0, end: 4 },
      { start: 2, end: 6 },
      { start: 5, end: 99 },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe('heretic');
    expect(parts.every((part) => part.flagged)).toBe(true);
  });

  it('gives the whole text unflagged without spans', () => {
    expect(splitAtSpans('clean', [])).toEqual([{ text: 'clean', flagged: false }]);
  });
});

describe('deskLoad', () => {
  it('reads a 403 as refused, other failures as errors, data as ready', () => {
    expect(deskLoad({ error: new ApiRequestError('Forbidden', 403), isLoading: false })).toEqual({
      kind: 'refused',
    });
    expect(deskLoad({ error: new ApiRequestError('Down', 500), isLoading: false })).toEqual({
      kind: 'error',
      message: 'Down',
    });
    expect(deskLoad({ data: [1], isLoading: false })).toEqual({ kind: 'ready', data: [1] });
    expect(deskLoad({ isLoading: true })).toEqual({ kind: 'loading' });
  });
});

describe('formatWhen', () => {
  it('shows a time in UTC, and anything else as given', () => {
    expect(formatWhen('2026-11-20T18:05:00.000Z')).toBe('Nov 20, 2026, 6:05 PM UTC');
    expect(formatWhen('soon')).toBe('soon');
  });
});

describe('the Report button', () => {
  it('reports the build named by the viewer address, and nothing without one', () => {
    expect(reportedUrlOf('https://arrakis.example/build-viewer/gravgun1')).toBe('gravgun1');
    expect(reportedUrlOf('https://arrakis.example/build-viewer/a%20b')).toBe('a b');
    expect(reportedUrlOf(null)).toBeNull();
    expect(reportedUrlOf('https://arrakis.example/build-viewer/')).toBeNull();
  });

  it('says the contract’s texts for 409 and 429, the server’s otherwise', () => {
    expect(reportFailureText(409, 'Conflict')).toBe(ADMIN_TEXTS.alreadyReported);
    expect(reportFailureText(429, 'Too Many')).toBe(ADMIN_TEXTS.tooManyReports);
    expect(reportFailureText(404, 'Build not found.')).toBe('Build not found.');
  });
});
