import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuildHeaderCard } from '../../../src/planner/panels/BuildHeaderCard';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { emptyBuild } from '../../../src/skills/buildSchema';
import { withPadding } from '../../fixtures/decorators';
import { plannerStore, trooperBuild } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/** The header card: title, description, tags and the build's actions. */
const meta = {
  title: 'Planner/Panels/Build header',
  component: BuildHeaderCard,
  decorators: [withPlannerStore, withPadding],
} satisfies Meta<typeof BuildHeaderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new build: default texts, no tags, nothing to undo. Save and Load need an account. */
export const NewBuild: Story = {
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');
    await expect(canvas.getByText('No tags')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Load' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    for (const [button, dialog] of [
      ['Export', 'export'],
      ['Import', 'import'],
      ['Edit tags', 'tags'],
      ['Edit title and description', 'editText'],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: button }));
      await expect(store.getState().ui.dialog).toBe(dialog);
      store.getState().actions.closeDialog();
    }
  },
};

/** A logged-in player: Load opens My Builds; Save waits for saved builds. */
export const LoggedIn: Story = {
  parameters: {
    session: { username: 'Stilgar', email: 'stilgar@sietch.test', role: 'user', avatarUrl: null },
  },
  loaders: [storeLoader(() => plannerStore())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    const load = canvas.getByRole('button', { name: 'Load' });
    await expect(load).toBeEnabled();
    await userEvent.click(load);
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/my-builds'),
    );
  },
};

/** A tagged build with a history: undo and redo work from the buttons. */
export const Tagged: Story = {
  loaders: [
    storeLoader(() => {
      const store = plannerStore(emptyBuild());
      store.getState().actions.importBuild(trooperBuild());
      return store;
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tags = canvas.getByRole('list', { name: 'Build tags' });
    await expect(within(tags).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner'),
    );
  },
};

/** The longest texts the limits allow still wrap inside the card. */
export const LongTexts: Story = {
  loaders: [
    storeLoader(() =>
      plannerStore({
        ...trooperBuild(),
        buildTitle: 'Suspensor-Dancing Heavy-Weapon Gunner of the Deep Desert Storms!!'.slice(
          0,
          64,
        ),
        buildDescription: 'A build for players who never touch the ground. '
          .repeat(6)
          .slice(0, 256),
        buildTags: [
          'PvE Combat Build',
          'PvP Combat Build',
          'Heavy Weapons Specialist',
          'Crowd Controller',
          'Survivor',
          'Surveyor/Explorer',
        ],
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
};
