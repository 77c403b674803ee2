import { describe, expect, it } from 'vitest';
import { comparePath } from '../../src/api/contract/comparePaths';
import {
  NOT_A_BUILD,
  NOTHING_PASTED,
  readPastedCompareSide,
} from '../../src/api/contract/pastedCompareSide';
import { encodeShareCode } from '../../src/skills/shareCode';
import { maxedBuild } from './fixtures/builds';
import { realGame } from './fixtures/realData';

const SAVED_ID = 'Ab3dE5gH9k';
const UUID = '0f8e4b0c-6c1a-4a53-9d36-1b2f0c4e7a10';
const { index } = realGame('1.5');
const CODE = encodeShareCode(maxedBuild(index), index);

const sideOf = (text: string) => readPastedCompareSide(text);

describe('what a player pastes to name the other build', () => {
  it('reads a viewer link on any host, with or without a trailing slash or query', () => {
    for (const link of [
      `https://arrakis.example/build-viewer/${SAVED_ID}`,
      `http://localhost:3700/build-viewer/${SAVED_ID}/`,
      `https://other.host/build-viewer/${SAVED_ID}?tab=guide`,
      `https://other.host/build-viewer/${SAVED_ID}/?x=1#top`,
      `/build-viewer/${SAVED_ID}`,
      `  https://arrakis.example/build-viewer/${UUID}  `,
    ]) {
      const id = link.includes(UUID) ? UUID : SAVED_ID;
      expect(sideOf(link)).toEqual({ ok: true, side: id });
    }
  });

  it("reads a planner link: the address's share code first, else its link id", () => {
    expect(sideOf(`https://arrakis.example/skill-trees?link=${SAVED_ID}`)).toEqual({
      ok: true,
      side: SAVED_ID,
    });
    expect(sideOf(`https://arrakis.example/skill-trees#build=${CODE}`)).toEqual({
      ok: true,
      side: CODE,
    });
    expect(sideOf(`https://arrakis.example/skill-trees/?link=${SAVED_ID}#build=${CODE}`)).toEqual({
      ok: true,
      side: CODE,
    });
  });

  it('reads a bare saved id or a bare share code', () => {
    expect(sideOf(SAVED_ID)).toEqual({ ok: true, side: SAVED_ID });
    expect(sideOf(UUID)).toEqual({ ok: true, side: UUID });
    expect(sideOf(`\n${CODE}\n`)).toEqual({ ok: true, side: CODE });
  });

  it('makes a compare address that opens the same side again', () => {
    const read = sideOf(`https://arrakis.example/skill-trees#build=${CODE}`);
    if (!read.ok) throw new Error(read.message);
    const [, , a, b] = comparePath(SAVED_ID, read.side).split('/');
    expect([a, b].map((segment) => decodeURIComponent(segment ?? ''))).toEqual([SAVED_ID, CODE]);
  });

  it('says so when nothing was pasted', () => {
    expect(sideOf('   ')).toEqual({ ok: false, message: NOTHING_PASTED });
  });

  it('refuses what names no build with one clear sentence', () => {
    for (const text of [
      'hello world',
      'short',
      'https://arrakis.example/community-builds',
      'https://arrakis.example/build-viewer/',
      'https://arrakis.example/build-viewer/a/b',
      'https://arrakis.example/build-viewer/%E0%A4%A',
      'https://arrakis.example/skill-trees',
      'https://arrakis.example/skill-trees?link=',
      'https://arrakis.example/skill-trees?link=not%20an%20id',
      `https://arrakis.example/news#build=${CODE}`,
      'javascript:alert(1)',
      `${CODE}!`,
    ]) {
      expect(sideOf(text), text).toEqual({ ok: false, message: NOT_A_BUILD });
    }
  });
});
