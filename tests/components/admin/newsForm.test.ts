import { describe, expect, it } from 'vitest';
import { checkNewsForm } from '../../../src/admin/newsEditor/checkNewsForm';
import {
  emptyNewsForm,
  errorsOfProblems,
  newsFormOf,
  problemsOfAnswer,
} from '../../../src/admin/newsEditor/newsForm';

const VALID = {
  date: '2026-10-06',
  tagline: '  Update 1.5 is live  ',
  linkUrl: 'https://www.duneawakening.com/news/update-1-5',
  imageUrl: '/images/news/chapter.svg',
  keywords: ['Web article', 'Update'],
};

describe('the news form', () => {
  it('starts a new item on today’s UTC date with nothing chosen', () => {
    expect(emptyNewsForm(new Date('2026-11-23T23:30:00Z'))).toEqual({
      date: '2026-11-23',
      tagline: '',
      linkUrl: '',
      imageUrl: '',
      keywords: [],
    });
  });

  it('passes a valid item as the contract reads it (tagline trimmed)', () => {
    expect(checkNewsForm(VALID)).toEqual({
      ok: true,
      item: { ...VALID, tagline: 'Update 1.5 is live' },
    });
  });

  it('names every field’s first problem with the contract’s words', () => {
    const checked = checkNewsForm({
      date: '2026-02-30',
      tagline: '',
      linkUrl: 'http://example.com',
      imageUrl: 'https://example.com/a.png',
      keywords: [],
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        date: 'That date does not exist.',
        tagline: 'Write a tagline.',
        linkUrl: 'The link must be an https:// address.',
        imageUrl: 'Choose one of the site’s own news images (/images/news/…).',
        keywords: 'Pick at least one keyword.',
      },
    });
  });

  it('edits an item from its stored fields', () => {
    const item = { ...VALID, id: 'n1', updated_at: '2026-10-06T10:00:00Z' };
    expect(newsFormOf(item)).toEqual(VALID);
  });

  it('reads a 400’s problems per field, keeping the first of each and ignoring others', () => {
    const body = {
      statusCode: 400,
      message: 'x',
      problems: [
        { path: 'keywords.3', message: 'Unknown keyword.' },
        { path: 'keywords.4', message: 'Another.' },
        { path: '', message: 'Body problem.' },
        { nonsense: true },
      ],
    };
    expect(errorsOfProblems(problemsOfAnswer(body))).toEqual({ keywords: 'Unknown keyword.' });
    expect(problemsOfAnswer(null)).toEqual([]);
    expect(problemsOfAnswer({ problems: 'no' })).toEqual([]);
  });
});
