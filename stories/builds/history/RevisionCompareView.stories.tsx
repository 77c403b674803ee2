import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BuildRevisionSummary } from '../../../src/api/contract/buildRevisions';
import { RevisionCompareView } from '../../../src/builds/history/RevisionCompareView';
import { PHONE } from '../../admin/fixtures';
import { EMPTY_DIFF, FULL_DIFF, NAMES } from '../diff/diffFixtures';

/** Two revisions of a saved build compared: the pickers and the diff between them. */

const revision = (number: number): BuildRevisionSummary => ({
  number,
  saved_at: `2026-11-2${number}T08:00:00.000Z`,
  username: 'Chani',
  game_version: '1.5.3.6',
  note: null,
});

const meta = {
  title: 'Builds/History/RevisionCompareView',
  component: RevisionCompareView,
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    revisions: [revision(3), revision(2), revision(1)],
    from: 2,
    to: 3,
    comparison: { kind: 'ready', diff: FULL_DIFF },
    onChoose: fn(),
  },
} satisfies Meta<typeof RevisionCompareView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The diff of the chosen two, labelled by their numbers; choosing another asks for it. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toHaveValue('2');
    await expect(canvas.getByLabelText('To')).toHaveValue('3');
    await expect(canvas.getByText(NAMES.dropped, { exact: false })).toBeVisible();
    await expect(canvas.getAllByText('Revision 3', { exact: false }).length).toBeGreaterThan(0);
    await userEvent.selectOptions(canvas.getByLabelText('From'), '1');
    await expect(args.onChoose).toHaveBeenCalledWith(1, 3);
    await userEvent.selectOptions(canvas.getByLabelText('To'), '2');
    await expect(args.onChoose).toHaveBeenLastCalledWith(2, 2);
  },
};

/** The same revision on both sides, or two equal ones: said in words. */
export const NoDifferences: Story = {
  args: { from: 3, to: 3, comparison: { kind: 'ready', diff: EMPTY_DIFF } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No differences.')).toBeVisible();
  },
};

/** While the two revisions are read. */
export const Loading: Story = {
  args: { comparison: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Comparing revisions…',
    );
  },
};

/** A revision could not be read: the server's reason. */
export const Failed: Story = {
  args: { comparison: { kind: 'failed', message: 'Revision not found.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Revision not found.');
  },
};

/** On a phone the pickers stack and the diff stays within the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('From')).toBeVisible();
    const section = canvas.getByTestId('revision-compare');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};
