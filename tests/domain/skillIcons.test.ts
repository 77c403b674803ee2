import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  readGameIcons,
  SKILL_ICON_DIR,
  SKILL_ICON_SPRITES_MODULE,
} from '../../scripts/build-game-data';
import {
  buildSkillIconSprite,
  buildSkillIconSpritesModule,
  hasIcon,
  roundPathNumbers,
  skillIconSpriteFile,
} from '../../scripts/skillIconSprite';
import { SKILL_ICONS } from '../../scripts/skillIcons';
import { readGameManifest, readGameVersion } from '../../server/game/readGameFiles';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = path.join(repoRoot, 'data/game');
const versions = readGameManifest(dataDir).versions.map((v) => readGameVersion(dataDir, v.id));
const current = readGameVersion(dataDir, readGameManifest(dataDir).current);
const icons = readGameIcons();

describe('skill icons', () => {
  it('gives every skill of every version its mapped icon', () => {
    for (const data of versions) {
      for (const skill of data.skills) {
        expect(SKILL_ICONS[skill.gameTag], `${data.version}: ${skill.name}`).toBeDefined();
        expect(skill.icon_name, `${data.version}: ${skill.name}`).toBe(SKILL_ICONS[skill.gameTag]);
      }
    }
    // 108 skills and Cartographer's single-player record.
    expect(current.skills).toHaveLength(109);
  });

  it('maps only skills of the current data, to icons the package has', () => {
    const tags = new Set(current.skills.map((s) => s.gameTag));
    for (const [tag, icon] of Object.entries(SKILL_ICONS)) {
      expect(tags.has(tag), tag).toBe(true);
      expect(hasIcon(icons, icon), `${tag}: ${icon}`).toBe(true);
    }
  });

  it('never gives two different skills of one tree the same icon', () => {
    for (const data of versions) {
      for (const tree of data.trees) {
        const nameByIcon = new Map<string, string>();
        for (const skill of data.skills.filter((s) => s.treeId === tree.id)) {
          const other = nameByIcon.get(skill.icon_name);
          // Cartographer's two records (one per game mode) are one skill to the player.
          if (other !== undefined)
            expect(other, `${tree.name}: ${skill.icon_name}`).toBe(skill.name);
          nameByIcon.set(skill.icon_name, skill.name);
        }
      }
    }
  });

  // The class of each tree, the same in every version (ids never change).
  const classOfTree = new Map(
    versions.flatMap((d) =>
      d.trees.map((t): [number, string] => [
        t.id,
        d.classes.find((c) => c.id === t.classId)?.slug ?? '',
      ]),
    ),
  );
  const slugs = [...new Set(classOfTree.values())].sort();
  const spriteText = (slug: string) =>
    readFileSync(path.join(repoRoot, SKILL_ICON_DIR, skillIconSpriteFile(slug)), 'utf8');
  const symbolsOf = (sprite: string) =>
    [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

  it('has every skill’s icon in its class’s sprite, and only its class’s icons there', () => {
    expect(slugs).toHaveLength(5);
    for (const slug of slugs) {
      const used = [
        ...new Set(
          versions.flatMap((d) =>
            d.skills.filter((s) => classOfTree.get(s.treeId) === slug).map((s) => s.icon_name),
          ),
        ),
      ].sort();
      const sprite = spriteText(slug);
      // Run `npm run data:build` when the committed sprite differs from what the data gives.
      expect(sprite, slug).toBe(buildSkillIconSprite(icons, used));
      expect(symbolsOf(sprite), slug).toEqual(used);
      expect(sprite).toContain('game-icons.net');
      expect(sprite).toContain('CC BY 3.0');
    }
    for (const data of versions) {
      for (const skill of data.skills) {
        const slug = classOfTree.get(skill.treeId) ?? '';
        expect(symbolsOf(spriteText(slug)), `${data.version}: ${skill.name}`).toContain(
          skill.icon_name,
        );
      }
    }
  });

  it('ships one sprite per class and no other (run `npm run data:build` if not)', () => {
    const files = readdirSync(path.join(repoRoot, SKILL_ICON_DIR))
      .filter((f) => /^skill-icons.*\.svg$/.test(f))
      .sort();
    expect(files).toEqual(slugs.map(skillIconSpriteFile).sort());
  });

  it('sends every tree of every version to its class’s sprite, in the committed module', () => {
    const module = readFileSync(path.join(repoRoot, SKILL_ICON_SPRITES_MODULE), 'utf8');
    const treeIds = [...classOfTree.keys()].sort((a, b) => a - b);
    expect(module).toBe(
      buildSkillIconSpritesModule(
        slugs.map((slug) => ({
          slug,
          iconNames: [],
          treeIds: treeIds.filter((id) => classOfTree.get(id) === slug),
        })),
      ),
    );
    for (const id of treeIds) {
      const slug = classOfTree.get(id) ?? '';
      const name = module.match(new RegExp(`^  ${id}: (\\w+),$`, 'm'))?.[1];
      expect(module, `tree ${id}`).toContain(`import ${name} from './skill-icons-${slug}.svg`);
    }
  });
});

describe('buildSkillIconSprite', () => {
  const set = {
    prefix: 'test',
    width: 512,
    height: 512,
    icons: {
      b: { body: '<path fill="currentColor" d="M1.26 2.5h3z"/>' },
      a: { body: '<path fill="currentColor" d="M0 0h1z"/>', width: 256 },
      red: { body: '<path fill="#f00" d="M0 0h1z"/>' },
      turned: { body: '<path fill="currentColor" d="M0 0h1z"/>', rotate: 1 },
    },
  };

  it('writes one symbol per name, sorted and once, with the icon’s own box', () => {
    const sprite = buildSkillIconSprite(set, ['b', 'a', 'b']);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite.indexOf('id="a"')).toBeLessThan(sprite.indexOf('id="b"'));
    expect(sprite).toContain('<symbol id="a" viewBox="0 0 256 512">');
    expect(sprite).toContain('<symbol id="b" viewBox="0 0 512 512">');
    expect(sprite).toContain('d="M1.3 2.5h3z"');
  });

  it('refuses unknown, coloured, rotated icons and aliases', () => {
    expect(() => buildSkillIconSprite(set, ['missing'])).toThrow('no icon "missing"');
    expect(() => buildSkillIconSprite(set, ['red'])).toThrow('colours of its own');
    expect(() => buildSkillIconSprite(set, ['turned'])).toThrow('rotated or flipped');
    expect(() => buildSkillIconSprite(set, ['toString'])).toThrow('no icon');
  });
});

describe('roundPathNumbers', () => {
  it('keeps one decimal', () => {
    expect(roundPathNumbers('M128.688 115.594v147.75h285z')).toBe('M128.7 115.6v147.8h285z');
    expect(roundPathNumbers('M0.25-0.75')).toBe('M.3-.8');
  });

  it('keeps numbers apart that a point or a sign used to part', () => {
    // 3.96 then .5: "4.5" would be one number.
    expect(roundPathNumbers('l3.96.5')).toBe('l4 .5');
    // 257.797 then -.004: "257.80" would be one number.
    expect(roundPathNumbers('l257.797-.004')).toBe('l257.8-0');
    // 1.5 then .04: ".04" becomes 0, which must not join the 1.5.
    expect(roundPathNumbers('l1.5.04')).toBe('l1.5 0');
  });
});
