import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewerPatchReport } from '../../src/viewer/ViewerPatchReport';
import { launchIndex } from '../planner/fixtures/plannerFixtures';
import { gameIndex, viewerBuild, withDesktopViewer, withPhoneViewer } from './fixtures';

/**
 * The viewer's patch report: only for a build shown with an older game version's data, and
 * for its author the way to migrate it (then what the migration did).
 */
const meta = {
  title: 'Viewer/ViewerPatchReport',
  component: ViewerPatchReport,
  decorators: [withDesktopViewer],
  args: { view: { build: viewerBuild(), index: launchIndex } },
} satisfies Meta<typeof ViewerPatchReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Made with the launch data, seen by a visitor: its status and the report, read-only. */
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

/** Its author sees "Migrate to 1.5.3.6", and asks for it. */
export const Author: Story = {
  args: { migration: { state: { kind: 'idle' }, onMigrate: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const migrate = await canvas.findByRole('button', { name: 'Migrate to 1.5.3.6' });
    await expect(migrate).toBeEnabled();
    await userEvent.click(migrate);
    await expect(args.migration?.onMigrate).toHaveBeenCalledTimes(1);
  },
};

/** While the server migrates: the button says so and cannot be pressed twice. */
export const Pending: Story = {
  args: { migration: { state: { kind: 'pending' }, onMigrate: fn() } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Migrating…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused: its reason beside the button, which may be pressed again. */
export const Failed: Story = {
  args: {
    migration: {
      state: { kind: 'failed', message: 'This build is already on 1.5.3.6.' },
      onMigrate: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This build is already on 1.5.3.6.',
    );
    await expect(canvas.getByRole('button', { name: 'Migrate to 1.5.3.6' })).toBeEnabled();
  },
};

/** Done: what it did, also once the build is read again on the current data. */
export const Done: Story = {
  args: {
    view: { build: viewerBuild(), index: gameIndex },
    migration: {
      state: {
        kind: 'done',
        changes: [
          'Stunner: level 3 → 1, 7 SP refunded',
          'Headshot Damage: removed (was level 2), 3 SP refunded',
        ],
      },
      onMigrate: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = await canvas.findByRole('region', { name: 'Migration' });
    await expect(within(done).getByRole('status')).toHaveTextContent('Migrated. What changed:');
    await expect(
      within(done)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Stunner: level 3 → 1, 7 SP refunded',
      'Headshot Damage: removed (was level 2), 3 SP refunded',
    ]);
    await expect(canvas.queryByTestId('viewer-patch')).not.toBeInTheDocument();
  },
};

/** Done with nothing to change: it says so rather than showing an empty list. */
export const DoneNothingChanged: Story = {
  args: {
    view: { build: viewerBuild(), index: gameIndex },
    migration: { state: { kind: 'done', changes: [] }, onMigrate: fn() },
  },
  play: async ({ canvasElement }) => {
    const done = await within(canvasElement).findByRole('region', { name: 'Migration' });
    await expect(within(done).getByRole('listitem')).toHaveTextContent(
      'Every skill and slot still fits: nothing was refunded.',
    );
  },
};

/** A build of the current data: nothing to report. */
export const CurrentGameData: Story = {
  args: { view: { build: viewerBuild(), index: gameIndex } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('viewer-patch')).not.toBeInTheDocument();
  },
};

/** On a phone, for its author. */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  args: { migration: { state: { kind: 'idle' }, onMigrate: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('viewer-patch')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Migrate to 1.5.3.6' })).toBeVisible();
  },
};
