import { describe, expect, it } from 'vitest';
import type { SavedBuild } from '../../src/api/contract/savedBuilds';
import { sampleBuild } from './buildLinkFixtures';
import type { FeedbackTables } from '../../server/repositories/feedbackRepository';
import { databaseKinds } from './helpers';
import { freshIp } from './support/accountApp';
import { saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';

/**
 * What players type for others to read is stored and shown without invisible and bidi control
 * characters: build titles, descriptions and guides, and feedback. Both databases.
 */

describe.each(databaseKinds)('visible texts (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  it('stores a build’s title, description and guide without hidden characters', async () => {
    const player = await s.player();
    const build = {
      ...titled('Sniper\u202E\u200B of Tabr'),
      buildDescription: 'Long\u2066 range\u00AD\nSecond line',
    };
    const guide = '## Guide\uFEFF\n\nStay\u200F back.';
    const answer = await s.saved(player, saveBody(build, { guide, name: build.buildTitle }));
    const reopened = (await s.open(player, answer.build.id)).json<SavedBuild>();
    for (const stored of [answer.build, reopened]) {
      expect(stored.build_name).toBe('Sniper of Tabr');
      expect(stored.data.buildTitle).toBe('Sniper of Tabr');
      expect(stored.data.buildDescription).toBe('Long range\nSecond line');
      expect(stored.build_guide).toBe('## Guide\n\nStay back.');
      expect(stored.data.buildGuide).toBe('## Guide\n\nStay back.');
    }
  });

  it('refuses a title made only of invisible characters', async () => {
    const player = await s.player();
    const response = await s.save(player, saveBody(sampleBuild(), { name: '\u200B\u202E\u2066' }));
    expect(response.statusCode).toBe(400);
  });

  it('stores feedback without hidden characters, keeping its lines', async () => {
    const response = await s.t.call('POST', '/api/feedback', {
      ip: freshIp(),
      body: {
        feedback: 'Hidden\u202E text\u200B\nnext line',
        recaptchaToken: await s.t.token('feedback_form'),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const db = (await s.t.database()).$extendTables<FeedbackTables>();
    const rows = await db.selectFrom('feedback').select('feedback').execute();
    expect(rows.map((row) => row.feedback)).toContain('Hidden text\nnext line');
  });
});
