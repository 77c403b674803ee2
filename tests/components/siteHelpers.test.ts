import { describe, expect, it } from 'vitest';
import { sortClassesById, treesOfClass } from '../../src/api/classTrees';
import { formatReleaseDate } from '../../src/site/about/ReleaseNotesList';
import { correctedSkillNames, CURRENT_CORRECTIONS } from '../../src/site/about/gameDataChanges';
import { RELEASE_NOTES } from '../../src/site/about/releaseNotes';
import { videoEmbedUrl } from '../../src/site/classes/videoEmbed';
import { CLASSES, SKILL_TREES } from '../../stories/fixtures/gameFixtures';

describe('videoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube-nocookie.com/embed/arrakisDemo',
      'https://www.youtube-nocookie.com/embed/arrakisDemo',
    ],
    [
      'https://www.youtube.com/embed/arrakisDemo?start=10',
      'https://www.youtube.com/embed/arrakisDemo?start=10',
    ],
    [
      'https://www.youtube.com/watch?v=arrakisDemo',
      'https://www.youtube-nocookie.com/embed/arrakisDemo',
    ],
    ['https://youtu.be/arrakisDemo', 'https://www.youtube-nocookie.com/embed/arrakisDemo'],
  ])('%s → %s', (input, expected) => {
    expect(videoEmbedUrl(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'not a url',
    'http://www.youtube.com/embed/arrakisDemo',
    'https://evil.example/embed/arrakisDemo',
    'https://www.youtube.com.evil.example/embed/arrakisDemo',
    'https://www.youtube.com/embed/',
    'javascript:alert(1)',
  ])('%s is not embedded', (input) => {
    expect(videoEmbedUrl(input)).toBeNull();
  });
});

describe('class trees', () => {
  it('keeps display order and the Planetologist filter', () => {
    const swordmaster = CLASSES.find((cls) => cls.slug === 'swordmaster');
    const planetologist = CLASSES.find((cls) => cls.slug === 'planetologist');
    if (!swordmaster || !planetologist) throw new Error('fixtures');
    expect(treesOfClass(swordmaster, SKILL_TREES).map((t) => t.name)).toEqual([
      'The Blade',
      'The Will',
      'The Way',
    ]);
    const extra = [...SKILL_TREES, { id: 50, classId: planetologist.id, name: 'Other', order: 0 }];
    expect(treesOfClass(planetologist, extra).map((t) => t.name)).toEqual([
      'Scientist',
      'Explorer',
      'Mechanic',
    ]);
  });

  it('sorts classes by id', () => {
    expect(sortClassesById([{ id: 3 }, { id: 1 }, { id: 2 }])).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });
});

describe('release notes', () => {
  it('keep the early history from 2024-06-07 back to 2024-04-26, newest first', () => {
    const dates = RELEASE_NOTES.map((note) => note.date);
    const history = dates.filter((date) => date.startsWith('2024-'));
    expect(history[0]).toBe('2024-06-07');
    expect(history.at(-1)).toBe('2024-04-26');
    expect(dates.at(-1)).toBe('2024-04-26');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('list the skills game data 1.5.3.6 corrected, from the data build', () => {
    const note = RELEASE_NOTES.find((n) => n.title === `Game data ${CURRENT_CORRECTIONS.version}`);
    expect(note?.whatChanged?.items).toEqual(correctedSkillNames(CURRENT_CORRECTIONS));
    expect(note?.whatChanged?.items).toContain('Field Maintenance');
    // Two classes have a Blade Damage: each entry says whose.
    expect(note?.whatChanged?.items).toContain('Blade Damage (Swordmaster)');
    expect(note?.whatChanged?.items).toContain('Blade Damage (Bene Gesserit Acolyte)');
  });

  it('name a corrected skill by its class only when two classes share the name', () => {
    const skill = (name: string, className: string) => ({ gameTag: name, name, className });
    expect(
      correctedSkillNames({
        version: '2',
        comparedWith: '1',
        skills: [skill('A', 'Trooper'), skill('A', 'Mentat'), skill('B', 'Mentat')],
      }),
    ).toEqual(['A (Trooper)', 'A (Mentat)', 'B']);
  });

  it('say that destructive actions need authentication and confirmation', () => {
    expect(RELEASE_NOTES.flatMap((note) => note.changes).join(' ')).toMatch(
      /require authentication and user confirmation/,
    );
  });

  it('format dates the same in every time zone', () => {
    expect(formatReleaseDate('2024-04-26')).toBe('April 26, 2024');
  });
});
