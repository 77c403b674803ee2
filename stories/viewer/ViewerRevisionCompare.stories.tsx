import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BuildRevision, BuildRevisionSummary } from '../../src/api/contract/buildRevisions';
import { ApiRequestError } from '../../src/api/requestJson';
import type { Build } from '../../src/skills/buildSchema';
import { ViewerRevisionCompare } from '../../src/viewer/ViewerRevisionCompare';
import { AFTER, BEFORE, NAMES } from '../builds/diff/diffFixtures';
import { withDesktopViewer, withPhoneViewer } from './fixtures';

/** The viewer's comparison of two revisions: each read, each on its game data, then diffed. */

const summary = (number: number): BuildRevisionSummary => ({
  number,
  saved_at: `2026-11-2${number}T08:00:00.000Z`,
  username: 'Chani',
  game_version: '1.5.3.6',
  note: null,
});

const BUILDS: Record<number, Build> = { 1: BEFORE, 2: AFTER, 3: AFTER };

/** The API's answer for one revision of the fixtures' build. */
function revision(number: number): BuildRevision {
  const build = BUILDS[number] ?? BEFORE;
  return {
    ...summary(number),
    build_name: build.buildTitle,
    build_guide: build.buildGuide,
    data: build,
  };
}

const meta = {
  title: 'Viewer/ViewerRevisionCompare',
  component: ViewerRevisionCompare,
  decorators: [withDesktopViewer],
  args: {
    url: 'k7Qm2xPz9A',
    revisions: [summary(3), summary(2), summary(1)],
    fetchRevision: fn((_url: string, number: number) => Promise.resolve(revision(number))),
  },
} satisfies Meta<typeof ViewerRevisionCompare>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By default the one before the newest against the newest; another pair is read on choice. */
export const Compares: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Revisions 2 and 3 hold the same build.
    await expect(await canvas.findByText('No differences.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('From'), '1');
    const diff = await canvas.findByTestId('build-diff');
    await expect(diff).toHaveTextContent('Changes from Revision 1 to Revision 3.');
    await expect(diff).toHaveTextContent(NAMES.dropped);
    await expect(args.fetchRevision).toHaveBeenCalledWith('k7Qm2xPz9A', 1);
  },
};

/** A revision that cannot be read: the server's reason. */
export const Failed: Story = {
  args: {
    fetchRevision: fn((_url: string, _number: number): Promise<BuildRevision> =>
      Promise.reject(new ApiRequestError('Revision not found.', 404)),
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Revision not found.'),
    );
  },
};

/** On a phone. */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No differences.')).toBeVisible();
  },
};
