import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuildNotices, IMPORTED_NOTICE, LoadNotice } from '../../../src/planner/panels/Notices';
import { TRAINER_WARNING } from '../../../src/skills/trainerNotices';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { withPadding } from '../../fixtures/decorators';
import { launchIndex, plannerStore, redBuild, trooperBuild } from '../fixtures/plannerFixtures';
import { stilgar, withSavedNames } from '../fixtures/savedBuildApi';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/**
 * The notices above the trees: imported builds, red skills' trainer warning, and builds that
 * changed as they opened.
 */
function Notices() {
  return (
    <div className="flex flex-col gap-3">
      <BuildNotices />
      <LoadNotice />
    </div>
  );
}

const meta = {
  title: 'Planner/Panels/Notices',
  component: Notices,
  decorators: [withPlannerStore, withPadding],
} satisfies Meta<typeof Notices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's imported build: the spec's notice. */
export const Imported: Story = {
  loaders: [storeLoader(() => plannerStore(trooperBuild(), { imported: true }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(IMPORTED_NOTICE)).toBeInTheDocument();
  },
};

/**
 * A shared build with red skills, as a link opens it: the imported notice and the trainer
 * warning side by side on a desktop, one short row above the trees.
 */
export const ImportedWithRedSkills: Story = {
  loaders: [storeLoader(() => plannerStore(redBuild(), { imported: true }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByTestId('imported-notice');
    const warning = canvas.getByTestId('trainer-warning');
    await expect(warning).toHaveTextContent(TRAINER_WARNING);
    await expect(Math.round(notice.getBoundingClientRect().top)).toBe(
      Math.round(warning.getBoundingClientRect().top),
    );
  },
};

/** The same on a phone: one under the other, nothing scrolls sideways. */
export const ImportedWithRedSkillsOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [storeLoader(() => plannerStore(redBuild(), { imported: true }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trainer-warning').getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByTestId('imported-notice').getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** A player's imported build whose name none of their saved builds has: still imported. */
export const ImportedNotSaved: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['Sandworm Rider'])],
  loaders: [storeLoader(() => plannerStore(trooperBuild(), { imported: true }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('imported-notice')).toHaveTextContent(
      IMPORTED_NOTICE,
    );
  },
};

/**
 * A player who already has a saved build of this name (the same name, other case and spaces):
 * the build is theirs, so no notice (spec §4 "Import").
 */
export const ImportedAlreadySaved: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['  gravity gunner'])],
  loaders: [storeLoader(() => plannerStore(trooperBuild(), { imported: true }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('imported-notice')).toBeNull();
  },
};

/** A share code whose skills no longer all fit: what was dropped, line by line. */
export const NoLongerFits: Story = {
  loaders: [
    storeLoader(() =>
      plannerStore(trooperBuild(), {
        ui: {
          notice: {
            tone: 'warning',
            title:
              'The game data changed since this build was shared. What no longer fits was left out:',
            lines: [
              'Stunner has 1 level now; levels 2-3 dropped',
              'Gunsmith dropped: none of its prerequisites is active',
            ],
          },
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * A build made for older game data: shown with it, with its patch report and the migration to
 * the current data, which then says what it did.
 */
export const OlderGameData: Story = {
  loaders: [
    storeLoader(() =>
      plannerStore(trooperBuild(), {
        index: launchIndex,
        ui: {
          notice: {
            tone: 'info',
            title: 'This build was made for the Launch game data and is shown with it.',
            lines: [],
            otherGameVersion: 'launch',
          },
        },
      }),
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    const report = await canvas.findByTestId('patch-report');
    await expect(within(report).getByTestId('version-status')).toHaveTextContent(
      'valid on 1.5.3.6',
    );
    await expect(report).toHaveTextContent('Since launch');
    await userEvent.click(canvas.getByRole('button', { name: 'Migrate to 1.5.3.6' }));
    await waitFor(() => expect(store.getState().index.data.version).toBe('1.5.3.6'));
    await expect(canvas.getByTestId('load-notice')).toHaveTextContent('Migrated to 1.5.3.6.');
    await expect(canvas.queryByTestId('patch-report')).not.toBeInTheDocument();
  },
};

/** A link that failed to load. */
export const LoadFailed: Story = {
  loaders: [
    storeLoader(() =>
      plannerStore(undefined, {
        ui: {
          notice: {
            tone: 'error',
            title: 'This shared build could not be loaded.',
            lines: ['The link does not exist or has expired.'],
          },
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('expired');
  },
};
