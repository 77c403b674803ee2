import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BuildDiffView } from '../../../src/builds/diff/BuildDiffView';
import { withPadding } from '../../fixtures/decorators';
import { EMPTY_DIFF, FULL_DIFF, GUIDE_DIFF, NAMES, SKILLS_DIFF } from './diffFixtures';

/**
 * The diff of two builds from props alone, as a saved build's revisions, the compare page and
 * the patch report show it. The builds are two revisions of a real Trooper build.
 */
const meta = {
  title: 'Builds/Diff/Build diff view',
  component: BuildDiffView,
  decorators: [(Story) => <div className="max-w-2xl">{<Story />}</div>, withPadding],
  args: { diff: FULL_DIFF, labelA: 'Revision 3', labelB: 'Revision 5' },
} satisfies Meta<typeof BuildDiffView>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The same build twice: one quiet line, no parts. */
export const Empty: Story = {
  args: { diff: EMPTY_DIFF },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No differences.')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** Only skills changed: skills, the points they spend and the modifiers they give. */
export const SkillsOnly: Story = {
  args: { diff: SKILLS_DIFF, labelA: 'A', labelB: 'B' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Changes from/)).toHaveTextContent('Changes from A to B.');
    const headings = canvas.getAllByRole('heading').map((h) => h.textContent);
    await expect(headings.slice(0, 2)).toEqual(['Skills', 'Skill points']);
    await expect(headings).not.toContain('Title');
    await expect(headings).not.toContain('Guide');
    const skills = region(canvasElement, 'Skills');
    const added = skills.getByText(NAMES.added).closest('li');
    await expect(added).toHaveTextContent(/Added/);
    await expect(added).toHaveTextContent(/Mentat/);
    await expect(skills.getByText(NAMES.dropped).closest('li')).toHaveTextContent(
      /Removed.*Was level 1/,
    );
    await expect(skills.getByText(NAMES.lowered).closest('li')).toHaveTextContent(
      /Changed.*Level \d.*to\d/,
    );
  },
};

/** Every part: title and description, skills, points, modifiers, slots, tags and guide. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Title',
      'Skills',
      'Skill points',
      'Modifiers',
      'Active slots',
      'Tags',
      'Guide',
    ]);
    const title = region(canvasElement, 'Title');
    await expect(title.getByText('Trooper Capstones')).toBeInTheDocument();
    await expect(title.getByText('Trooper Sniper')).toBeInTheDocument();
    await expect(title.getByText('Description, Revision 5').nextSibling).toHaveTextContent(
      'Trooper capstones with a Mentat opener.',
    );
    const points = region(canvasElement, 'Skill points');
    const budget = points.getByRole('row', { name: /Budget/ });
    await expect(budget).toHaveTextContent(/Budget200\d+−\d+/);
    await expect(points.getByRole('columnheader', { name: 'Revision 3' })).toBeInTheDocument();
    await expect(points.getByText('Character:').nextSibling).toHaveTextContent(
      'None→toLevel 60, Combat 48',
    );
    await expect(
      region(canvasElement, 'Modifiers').getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    const slots = region(canvasElement, 'Active slots');
    await expect(slots.getByText('Ability slot 1').nextSibling).toHaveTextContent(
      `Empty→to${NAMES.ability}`,
    );
    const tags = region(canvasElement, 'Tags');
    await expect(tags.getByText('Crowd Controller').closest('li')).toHaveTextContent(/Added/);
    await expect(tags.getByText('End Game Build').closest('li')).toHaveTextContent(/Added/);
    await expect(tags.getByText('Sniper').closest('li')).toHaveTextContent(/Removed/);
    const guide = region(canvasElement, 'Guide');
    await expect(guide.getByText('Open with a grenade.').closest('li')).toHaveTextContent(
      'Removed: Open with a grenade.',
    );
    await expect(guide.getByText('Then dash in.').closest('li')).toHaveTextContent(
      '+Added: Then dash in.',
    );
  },
};

/** A long guide: the unchanged runs around the change are folded, each behind its button. */
export const LongGuideCollapsed: Story = {
  args: { diff: GUIDE_DIFF },
  play: async ({ canvasElement }) => {
    const guide = region(canvasElement, 'Guide');
    await expect(guide.getByRole('button', { name: 'Show 15 unchanged lines' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(
      guide.getByRole('button', { name: 'Show 13 unchanged lines' }),
    ).toBeInTheDocument();
    await expect(guide.queryByText('Step 1: keep your distance.')).toBeNull();
    await expect(guide.getByText('Open with a stun.')).toBeInTheDocument();
  },
};

/** A folded run opened: its lines show, and the button folds them again. */
export const LongGuideExpanded: Story = {
  args: { diff: GUIDE_DIFF },
  play: async ({ canvasElement }) => {
    const guide = region(canvasElement, 'Guide');
    await userEvent.click(guide.getByRole('button', { name: 'Show 15 unchanged lines' }));
    await expect(guide.getByText('Step 1: keep your distance.')).toBeInTheDocument();
    await expect(guide.getByText('Step 14: keep your distance.')).toBeInTheDocument();
    const hide = guide.getByRole('button', { name: 'Hide 15 unchanged lines' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(guide.queryByText('Rotation 1: fire, reload, move.')).toBeNull();
  },
};

/** A phone 320 px wide: every part fits, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div className="w-[320px]">{<Story />}</div>],
  play: async ({ canvasElement }) => {
    const diff = within(canvasElement).getByTestId('build-diff');
    await expect(diff.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    for (const element of diff.querySelectorAll('*')) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        diff.getBoundingClientRect().right + 0.5,
      );
    }
  },
};
