import { afterEach, describe, expect, it } from 'vitest';
import { allocateSkill } from '../../../src/skills/allocation';
import { emptyBuild } from '../../../src/skills/buildSchema';
import { PAGE_BUILD_ELEMENT_ID, takePageSavedBuild } from '../../../src/viewer/pageSavedBuild';
import { gameIndex as index, savedViewerBuild } from './savedBuildFixture';

/**
 * The viewer's page build (server/previews/inlineBuild.ts): taken once, checked like the API's
 * answer, and only for the build the page is about; anything else reads as null (the page then
 * asks the API).
 */

const saved = savedViewerBuild({
  ...allocateSkill(emptyBuild(), index, 1),
  buildTitle: 'Saved title',
  buildLikes: 9,
});

/** Puts the element in the document as the server writes it. */
function serve(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_BUILD_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(PAGE_BUILD_ELEMENT_ID)?.remove();
});

describe('takePageSavedBuild', () => {
  it('takes the build by its url or its id (any case), once', () => {
    for (const key of [saved.url, saved.id, saved.id.toUpperCase()]) {
      serve(JSON.stringify(saved));
      expect(takePageSavedBuild(key)).toEqual(saved);
      expect(document.getElementById(PAGE_BUILD_ELEMENT_ID)).toBeNull();
      expect(takePageSavedBuild(key)).toBeNull();
    }
  });

  it('reads the escapes the server writes (\\u003c, \\u2028) back as the texts', () => {
    const title = '</script><!-- \u2028 & >';
    const value = { ...saved, build_name: title, data: { ...saved.data, buildTitle: title } };
    serve(
      JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028'),
    );
    expect(takePageSavedBuild(saved.url)?.build_name).toBe(title);
  });

  it("is null for another build's element, and takes it away all the same", () => {
    serve(JSON.stringify(saved));
    expect(takePageSavedBuild('AAAAAAAAAA')).toBeNull();
    expect(document.getElementById(PAGE_BUILD_ELEMENT_ID)).toBeNull();
  });

  it('is null without the element, for unreadable JSON, and for an answer the API schema refuses', () => {
    expect(takePageSavedBuild(saved.url)).toBeNull();
    for (const text of [
      '{not json',
      'null',
      JSON.stringify({ ...saved, likes: -1 }),
      JSON.stringify({ ...saved, extra: true }),
      JSON.stringify({ ...saved, data: { buildTitle: 'Only a title' } }),
    ]) {
      serve(text);
      expect(takePageSavedBuild(saved.url), text).toBeNull();
    }
  });

  it('is null without a document', () => {
    expect(takePageSavedBuild(saved.url, null)).toBeNull();
  });
});
