import { describe, expect, it } from 'vitest';
import { feedbackOrigin } from '../../../src/site/feedback/feedbackOrigin';

/** Where the player came from, as /feedback sends it (context for the inbox). */
describe('feedbackOrigin', () => {
  const origin = 'https://arrakis.example';

  it('takes ?from= first, then a same-site referrer with its query', () => {
    expect(feedbackOrigin('?from=/build-viewer/abc', `${origin}/classes`, origin)).toBe(
      '/build-viewer/abc',
    );
    expect(feedbackOrigin('', `${origin}/community-builds?class=mentat`, origin)).toBe(
      '/community-builds?class=mentat',
    );
  });

  it('knows nothing from another site, a bad path, /feedback itself or no referrer', () => {
    expect(feedbackOrigin('', 'https://evil.example/classes', origin)).toBeUndefined();
    expect(feedbackOrigin('?from=https://evil.example/', '', origin)).toBeUndefined();
    expect(feedbackOrigin('?from=//evil.example/x', '', origin)).toBeUndefined();
    expect(feedbackOrigin('?from=/a b', '', origin)).toBeUndefined();
    expect(feedbackOrigin(`?from=/${'x'.repeat(200)}`, '', origin)).toBeUndefined();
    expect(feedbackOrigin('', `${origin}/feedback`, origin)).toBeUndefined();
    expect(feedbackOrigin('', '', origin)).toBeUndefined();
    expect(feedbackOrigin('', 'not a url', origin)).toBeUndefined();
  });
});
