import { describe, expect, it } from 'vitest';
import { publicBuildsUrl } from '../../../src/api/publicBuilds/publicBuildsRequest';
import {
  filtersFromParams,
  hasFilters,
  NO_FILTERS,
  paramsFromFilters,
  queryForFilters,
} from '../../../src/api/contract/communityFilters';

describe('the community filters in the address', () => {
  it('reads every filter a shared link carries', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'mainTag=Surveyor%2FExplorer&typeTag=End+Game+Build&class=bene-gesserit-acolyte&q=+spice+&mostLikes=1&newest=1&favourites=1&valid=1&since=1.5&guide=1&plan=1&skills=12-3%2C4-1',
      ),
    );
    expect(filters).toEqual({
      mainTag: 'Surveyor/Explorer',
      typeTag: 'End Game Build',
      buildClass: 'bene-gesserit-acolyte',
      search: 'spice',
      mostLikes: true,
      newest: true,
      mostFavourited: true,
      validOnly: true,
      since: '1.5',
      hasGuide: true,
      hasPlan: true,
      skills: [
        { skillId: 12, level: 3 },
        { skillId: 4, level: 1 },
      ],
    });
  });

  it('shows anything not allowed as cleared instead of failing', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'mainTag=Nope&typeTag=sniper&class=Trooper&mostLikes=yes&newest=0&favourites=true&valid=yes&since=%3Cb%3E&guide=yes&plan=0&skills=12',
      ),
    );
    expect(filters).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams(`q=${'x'.repeat(500)}`)).search).toHaveLength(64);
    // Skills: a level past 3, a fourth skill, a skill named twice, anything but id-level pairs.
    for (const skills of ['12-4', '1-1,2-1,3-1,4-1', '5-1,5-2', '12-3,', 'a-1', '-1']) {
      expect(filtersFromParams(new URLSearchParams({ skills })).skills, skills).toEqual([]);
    }
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
    expect(hasFilters(NO_FILTERS)).toBe(false);
    const set = {
      ...NO_FILTERS,
      mainTag: 'Sniper',
      buildClass: 'mentat',
      newest: true,
      validOnly: true,
      since: '1.5.3.6',
      hasPlan: true,
      skills: [{ skillId: 40, level: 2 }],
    } as const;
    const params = paramsFromFilters(set);
    expect(params.toString()).toBe(
      'mainTag=Sniper&class=mentat&newest=1&valid=1&since=1.5.3.6&plan=1&skills=40-2',
    );
    expect(filtersFromParams(params)).toEqual(set);
    expect(hasFilters(set)).toBe(true);
  });

  it('asks the server for Public builds, descending, sorted by the ticked boxes', () => {
    expect(queryForFilters(NO_FILTERS)).toEqual({
      sortBy: 'likes',
      sortOrder: 'desc',
      sharing: 'Public',
    });
    expect(queryForFilters({ ...NO_FILTERS, mostLikes: true }).sortBy).toBe('likes');
    expect(queryForFilters({ ...NO_FILTERS, newest: true }).sortBy).toBe('updated_at');
    expect(queryForFilters({ ...NO_FILTERS, mostLikes: true, newest: true }).sortBy).toBe(
      'likes_updated_at',
    );
    // Most favourited orders alone, whatever else is ticked or searched.
    expect(queryForFilters({ ...NO_FILTERS, mostFavourited: true }).sortBy).toBe('favourites');
    expect(
      queryForFilters({ ...NO_FILTERS, mostFavourited: true, newest: true, search: 'gun' }).sortBy,
    ).toBe('favourites');
    expect(paramsFromFilters({ ...NO_FILTERS, mostFavourited: true }).toString()).toBe(
      'favourites=1',
    );
    expect(
      queryForFilters({
        ...NO_FILTERS,
        typeTag: 'Leveling Build',
        buildClass: 'trooper',
        search: ' gun ',
      }),
    ).toMatchObject({ typeTag: 'Leveling Build', class: 'trooper', q: 'gun', sortBy: 'relevance' });
    // A search sorted by a ticked box keeps that box's order.
    expect(queryForFilters({ ...NO_FILTERS, search: 'gun', newest: true }).sortBy).toBe(
      'updated_at',
    );
    expect(queryForFilters({ ...NO_FILTERS, validOnly: true, since: '1.5' })).toMatchObject({
      valid: '1',
      since: '1.5',
    });
    expect(
      queryForFilters({
        ...NO_FILTERS,
        hasGuide: true,
        hasPlan: true,
        skills: [
          { skillId: 3, level: 1 },
          { skillId: 7, level: 3 },
        ],
      }),
    ).toMatchObject({ guide: '1', plan: '1', skills: '3-1,7-3' });
  });

  it('gives each page of the same list one address with 12 builds a page', () => {
    const query = queryForFilters({ ...NO_FILTERS, mainTag: 'Surveyor/Explorer', search: 'a&b' });
    expect(publicBuildsUrl(query, 3)).toBe(
      '/api/public-builds?page=3&limit=12&sortBy=relevance&sortOrder=desc&sharing=Public&mainTag=Surveyor%2FExplorer&q=a%26b',
    );
  });
});
