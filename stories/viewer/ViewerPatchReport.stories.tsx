import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ViewerPatchReport } from '../../src/viewer/ViewerPatchReport';
import { launchIndex } from '../planner/fixtures/plannerFixtures';
import { gameIndex, viewerBuild, withDesktopViewer, withPhoneViewer } from './fixtures';

/** The viewer's patch report: only for a build shown with an older game version's data. */
const meta = {
  title: 'Viewer/ViewerPatchReport',
  component: ViewerPatchReport,
  decorators: [withDesktopViewer],
  args: { view: { build: viewerBuild(), index: launchIndex } },
} satisfies Meta<typeof ViewerPatchReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Made with the launch data: its status on the current version and the report, read-only. */
export const OlderGameData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const patch = await canvas.findByTestId('viewer-patch');
    await expect(patch).toHaveTextContent('Made with the Launch game data:');
    await expect(within(patch).getAllByTestId('version-status')[0]).toHaveTextContent(
      'valid on 1.5.3.6',
    );
    await expect(canvas.queryByRole('button', { name: /^Migrate/ })).not.toBeInTheDocument();
  },
};

/** A build of the current data: nothing to report. */
export const CurrentGameData: Story = {
  args: { view: { build: viewerBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('viewer-patch')).not.toBeInTheDocument();
  },
};

/** On a phone. */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('viewer-patch')).toBeVisible();
  },
};
