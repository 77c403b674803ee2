import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeMark, DiffSection, FromTo } from '../../../src/builds/diff/DiffSection';
import { GuideDiffView } from '../../../src/builds/diff/GuideDiffView';
import { ModifiersDiffList } from '../../../src/builds/diff/ModifiersDiffList';
import { SkillPointsDiffTable } from '../../../src/builds/diff/SkillPointsDiffTable';
import { SkillsDiffList } from '../../../src/builds/diff/SkillsDiffList';
import { SlotsDiffList } from '../../../src/builds/diff/SlotsDiffList';
import { TagsDiffList } from '../../../src/builds/diff/TagsDiffList';
import { TitleDiffView } from '../../../src/builds/diff/TitleDiffView';
import { PHONE } from '../../admin/fixtures';
import { FULL_DIFF, GUIDE_DIFF, NAMES } from './diffFixtures';

/**
 * The build diff's parts one at a time, from the diff of two revisions of a real Trooper build:
 * each marks a change by symbol and word, never by colour alone.
 */

const labels = { labelA: 'Revision 1', labelB: 'Revision 2' };

const meta = {
  title: 'Builds/Diff/Parts',
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A part's heading over its changes, with the marks and the "A → B" every part uses. */
export const SectionAndMarks: Story = {
  render: () => (
    <DiffSection title="Skills" headingLevel={3}>
      <p>
        <ChangeMark kind="added" /> <ChangeMark kind="removed" /> <ChangeMark kind="changed" />{' '}
        <FromTo from="Level 1" to="Level 3" />
      </p>
    </DiffSection>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Skills' })).toBeVisible();
    for (const word of ['Added', 'Removed', 'Changed']) {
      await expect(canvas.getByText(word, { exact: false })).toBeVisible();
    }
    // The arrow is drawn; a screen reader hears "to".
    await expect(canvasElement).toHaveTextContent('Level 1→toLevel 3');
  },
};

/** Skills added, removed and changed, each with its tree and its levels. */
export const Skills: Story = {
  render: () => <SkillsDiffList skills={FULL_DIFF.skills} {...labels} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Skills that differ' });
    await expect(list).toHaveTextContent(NAMES.dropped);
    await expect(list).toHaveTextContent(NAMES.added);
    await expect(list).toHaveTextContent(NAMES.lowered);
  },
};

/** Points per side and their difference, the character and the cap beside them. */
export const SkillPoints: Story = {
  render: () => <SkillPointsDiffTable diff={FULL_DIFF} {...labels} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveTextContent('Revision 1');
    await expect(table).toHaveTextContent('Revision 2');
  },
};

/** The modifiers whose totals differ, with both values. */
export const Modifiers: Story = {
  render: () => <ModifiersDiffList modifiers={FULL_DIFF.modifiers} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Modifiers that differ' });
    await expect(within(list).getAllByRole('listitem').length).toBe(FULL_DIFF.modifiers.length);
  },
};

/** The slots that hold another skill. */
export const Slots: Story = {
  render: () => <SlotsDiffList slots={FULL_DIFF.slots} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ability slot');
    await expect(canvasElement).toHaveTextContent(NAMES.ability);
  },
};

/** Tags one side has and the other has not. */
export const Tags: Story = {
  render: () => <TagsDiffList tags={FULL_DIFF.tags} typeTags={FULL_DIFF.typeTags} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tags that differ' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** A changed title as "A → B", and both descriptions under their sides. */
export const TitleAndDescription: Story = {
  render: () => (
    <TitleDiffView title={FULL_DIFF.title} description={FULL_DIFF.description} {...labels} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Description, Revision 1')).toBeVisible();
    await expect(canvas.getByText('Description, Revision 2')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('→');
  },
};

/** The guide line by line, long unchanged runs folded. */
export const Guide: Story = {
  render: () => <GuideDiffView lines={GUIDE_DIFF.guide ?? []} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Guide lines')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /unchanged lines/ }).length).toBeGreaterThan(
      0,
    );
  },
};

/** On a phone the skill points table stays within the screen. */
export const Phone: Story = {
  globals: PHONE,
  render: () => <SkillPointsDiffTable diff={FULL_DIFF} {...labels} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
