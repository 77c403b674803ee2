import { describe, expect, it } from 'vitest';
import type { Build } from '../../src/skills/buildSchema';
import { totalSkillPointsSpent } from '../../src/skills/costs';
import { gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import { fullForm, saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * What the server decides whatever the client sends: moderation stores a flagged build as
 * Restricted and it stays so on later saves until a moderator clears it; the client never sets
 * Restricted, likes, SP or skill names.
 */

describe.each(databaseKinds)('saved build listing and moderation (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  async function storedRow(id: string) {
    const db = await s.database();
    return db
      .selectFrom('saved_builds')
      .select(['sharing', 'chosen_sharing', 'flagged_fields', 'likes', 'skillpoints', 'data'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('stores a flagged build as Restricted: CREATED_AS_RESTRICTED', async () => {
    const player = await s.player();
    const flaggedTitle = await s.saved(
      player,
      saveBody({ ...titled('Shit tier sniper'), buildSharing: 'Public' }),
    );
    expect(flaggedTitle.outcome).toBe('CREATED_AS_RESTRICTED');
    expect(flaggedTitle.message).toBe(SAVED_BUILD_TEXTS.savedRestricted);
    expect(flaggedTitle.build.sharing).toBe('Restricted');
    expect(flaggedTitle.build.data.buildSharing).toBe('Restricted');
    expect(await storedRow(flaggedTitle.build.id)).toMatchObject({
      sharing: 'Restricted',
      chosen_sharing: 'Public',
      flagged_fields: '["buildTitle"]',
    });

    const flaggedGuide = await s.saved(
      player,
      saveBody(titled('Clean title'), { guide: 'Just fuuuuck them up with the disruptor.' }),
    );
    expect(flaggedGuide.outcome).toBe('CREATED_AS_RESTRICTED');
    const flaggedDescription = await s.saved(player, {
      ...saveBody({ ...titled('Also clean'), buildDescription: 'for b1tches only' }),
    });
    expect(flaggedDescription.build.sharing).toBe('Restricted');
  });

  it('keeps a Restricted build Restricted on a clean PUT that asks for Public', async () => {
    const player = await s.player();
    const created = await s.saved(player, saveBody(titled('Rude name'), { guide: 'fμck' }));
    expect(created.build.sharing).toBe('Restricted');

    const cleaned = await s.saved(
      player,
      saveBody({ ...titled('Rude name'), buildSharing: 'Public' }, { guide: 'All clean now.' }),
      'PUT',
    );
    expect(cleaned.outcome).toBe('UPDATED_AS_RESTRICTED');
    expect(cleaned.message).toBe(SAVED_BUILD_TEXTS.updatedRestricted);
    expect(cleaned.build.sharing).toBe('Restricted');
    expect(cleaned.build.build_guide).toBe('All clean now.');
    // The owner's choice is kept for the moderator's clearing; what was flagged too.
    expect(await storedRow(created.build.id)).toMatchObject({
      sharing: 'Restricted',
      chosen_sharing: 'Public',
      flagged_fields: '["buildGuide"]',
    });
    expect(fullForm(await s.open(player, created.build.id)).sharing).toBe('Restricted');
    expect((await s.open(null, created.build.url)).statusCode).toBe(404);
  });

  it('restricts a clean build when a PUT brings flagged content: UPDATED_AS_RESTRICTED', async () => {
    const player = await s.player();
    const created = await s.saved(
      player,
      saveBody({ ...titled('Was clean'), buildSharing: 'Public' }),
    );
    expect(created.build.sharing).toBe('Public');
    const updated = await s.saved(
      player,
      saveBody({
        ...titled('Was clean'),
        buildDescription: 'Shit happens',
        buildSharing: 'Public',
      }),
      'PUT',
    );
    expect(updated.outcome).toBe('UPDATED_AS_RESTRICTED');
    expect(updated.build.sharing).toBe('Restricted');
    expect((await s.open(null, created.build.url)).statusCode).toBe(404);
  });

  it('moves a clean build between Public and Private as the owner chooses', async () => {
    const player = await s.player();
    const created = await s.saved(player, saveBody(titled('Switching')));
    expect(created.build.sharing).toBe('Private');
    const listed = await s.saved(
      player,
      saveBody({ ...titled('Switching'), buildSharing: 'Public' }),
      'PUT',
    );
    expect([listed.outcome, listed.build.sharing]).toEqual(['UPDATED', 'Public']);
    // Exported (a file's value) reads as Private.
    const unlisted = await s.saved(
      player,
      saveBody({ ...titled('Switching'), buildSharing: 'Exported' }),
      'PUT',
    );
    expect(unlisted.build.sharing).toBe('Private');
  });

  it('ignores Restricted, likes, SP and skill names sent by the client', async () => {
    const player = await s.player();
    const build = titled('Honest Build');
    const sent = {
      ...build,
      buildSharing: 'Restricted',
      buildLikes: 999,
      skillpoints: 1,
      levellingPlan: build.levellingPlan.map((step) => ({ ...step, skill: 'renamed by hand' })),
      injected: 'unknown keys are dropped',
    } as unknown as Build;
    const answer = await s.saved(player, { ...saveBody(sent), owner: 'Stilgar', likes: 50 });
    expect(answer.outcome).toBe('CREATED');
    expect(answer.build.sharing).toBe('Private');
    expect(answer.build.likes).toBe(0);
    expect(answer.build.username).toBe(player.username);
    expect(answer.build.data.buildLikes).toBe(0);
    const spent = totalSkillPointsSpent(gameIndex, build.characterBuild);
    expect(spent).toBeGreaterThan(1);
    expect(answer.build.data.skillpoints).toBe(spent);
    expect(answer.build.data.levellingPlan).toEqual(sampleBuild().levellingPlan);
    expect(answer.build.data).not.toHaveProperty('injected');

    const row = await storedRow(answer.build.id);
    expect(row).toMatchObject({ sharing: 'Private', likes: 0, skillpoints: spent });
    expect(row.data).not.toContain('renamed by hand');
    expect(row.data).not.toContain('injected');
  });

  it('keeps the likes a build earned when its owner overwrites it', async () => {
    const player = await s.player();
    const created = await s.saved(
      player,
      saveBody({ ...titled('Popular'), buildSharing: 'Public' }),
    );
    const db = await s.database();
    await db
      .updateTable('saved_builds')
      .set({ likes: 5 })
      .where('id', '=', created.build.id)
      .execute();
    const updated = await s.saved(
      player,
      saveBody({ ...titled('Popular'), buildSharing: 'Public', buildLikes: 0 }),
      'PUT',
    );
    expect(updated.build.likes).toBe(5);
    expect(updated.build.data.buildLikes).toBe(5);
  });
});
