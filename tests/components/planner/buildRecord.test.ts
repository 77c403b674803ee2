import { describe, expect, it } from 'vitest';
import { isJsonObject, parseBuildRecord } from '../../../src/api/contract/buildRecord';

// The one reader of the server's build records, used by shared links and hand-overs alike.
describe('parseBuildRecord', () => {
  const data = { selectedClass: 'Mentat', skillpoints: 3 };

  it('reads data given as an object or as JSON text the same way', () => {
    const asObject = parseBuildRecord({ data, build_name: 'Duelist', build_guide: '# Hi' });
    const asText = parseBuildRecord({
      data: JSON.stringify(data),
      build_name: 'Duelist',
      build_guide: '# Hi',
    });
    const read = { data, buildName: 'Duelist', buildGuide: '# Hi' };
    expect(asObject).toMatchObject(read);
    expect(asText).toMatchObject(read);
  });

  it('keeps the whole record for the fields only some records carry', () => {
    const record = parseBuildRecord({ data, url: 'abc', likes: 4 });
    expect(record?.fields).toMatchObject({ url: 'abc', likes: 4 });
  });

  it('leaves out a title or guide that is not text', () => {
    const record = parseBuildRecord({ data, build_name: 7, build_guide: null });
    expect(record).not.toHaveProperty('buildName');
    expect(record).not.toHaveProperty('buildGuide');
  });

  it('refuses what holds no readable build', () => {
    expect(parseBuildRecord(null)).toBeNull();
    expect(parseBuildRecord('text')).toBeNull();
    expect(parseBuildRecord([data])).toBeNull();
    expect(parseBuildRecord({ data: '{not json' })).toBeNull();
  });

  it('tells JSON objects from arrays and null', () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
  });
});
