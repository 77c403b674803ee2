import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ForcedPlannerLayout } from '../../src/builds/layout/mobileLayout';
import { IMPORTED_NOTICE } from '../../src/planner/panels/Notices';
import { PlannerWorkspace } from '../../src/planner/PlannerWorkspace';
import { usePlannerShortcuts } from '../../src/planner/sharing/usePlannerSync';
import type { PlannerStore } from '../../src/planner/store/plannerStore';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { NO_SKILLS_SELECTED } from '../../src/skills/levelingPlan';
import { NO_PASSIVE_MODIFIERS } from '../../src/skills/modifiers';
import { TRAINER_WARNING } from '../../src/skills/trainerNotices';
import { withPageFrame } from '../fixtures/decorators';
import {
  fullTrooperBuild,
  levelingBuild,
  plannerStore,
  redBuild,
  trooperBuild,
  WithPlannerStore,
} from './fixtures/plannerFixtures';

/**
 * The whole planner screen on a story-owned store with the real engine and game data: every
 * panel in its empty, full, imported, red, capped and phone states, with the journeys a player
 * takes through them.
 */
function Shortcuts() {
  usePlannerShortcuts();
  return null;
}

function Workspace({ store, layout }: { store: PlannerStore; layout: 'desktop' | 'mobile' }) {
  return (
    <ForcedPlannerLayout value={layout}>
      <WithPlannerStore store={store}>
        <Shortcuts />
        <PlannerWorkspace />
      </WithPlannerStore>
    </ForcedPlannerLayout>
  );
}

const meta = {
  title: 'Planner/Workspace',
  component: Workspace,
  decorators: [withPageFrame],
  args: { store: plannerStore(), layout: 'desktop' },
} satisfies Meta<typeof Workspace>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The graphs' code arrives lazily (on a cold story run Vite transforms it first): waits until
 * every tree is drawn and the first skill node is there.
 */
async function graphsReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: /^Gunnery: Ranged Damage,/ });
  await waitFor(() => expect(canvas.queryByText('Drawing the tree…')).not.toBeInTheDocument());
  // Trees come up as drawings; the pointer over each (a player reaching for it) makes it live.
  for (const drawing of canvasElement.querySelectorAll('[data-tree-drawing]')) {
    drawing.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  }
  await waitFor(() => expect(canvasElement.querySelector('[data-tree-drawing]')).toBeNull());
}

const node = (canvasElement: HTMLElement, tree: string, skill: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${tree}: ${skill},`) });

/** A new build: nothing taken, every panel in its empty state. */
export const Empty: Story = {
  args: { store: plannerStore() },
  loaders: [
    () => ({
      store: plannerStore(),
    }),
  ],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement, step }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Build Title');
    await expect(canvas.getByText(NO_SKILLS_SELECTED)).toBeInTheDocument();
    await expect(canvas.getByText(NO_PASSIVE_MODIFIERS)).toBeInTheDocument();
    await expect(canvas.getAllByRole('region', { name: /tree$/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'More build actions' }));
    await expect(canvas.getByRole('button', { name: 'Load' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');

    await step('a click allocates, a right click removes, and Ctrl+Z undoes', async () => {
      await userEvent.click(node(canvasElement, 'Gunnery', 'Ranged Damage'));
      await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('1');
      await userEvent.click(node(canvasElement, 'Gunnery', 'Center of Mass'));
      await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('3');
      await userEvent.pointer({
        keys: '[MouseRight]',
        target: node(canvasElement, 'Gunnery', 'Center of Mass'),
      });
      await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('1');
      await userEvent.keyboard('{Control>}z{/Control}');
      await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('3');
      await userEvent.keyboard('{Control>}y{/Control}');
      await expect(canvas.getByTestId('sp-spent')).toHaveTextContent('1');
    });

    await step('a locked skill says why', async () => {
      await userEvent.click(node(canvasElement, 'Gunnery', 'Energy Capsule'));
      await expect(node(canvasElement, 'Gunnery', 'Energy Capsule')).toHaveAccessibleName(
        /level 0 of 1, locked$/,
      );
    });

    await step('the search steps through matches', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search skills' });
      await userEvent.type(search, 'grenade');
      await expect(canvas.getByTestId('search-status')).toHaveTextContent(/^1 of \d+/);
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByTestId('search-status')).toHaveTextContent(/\(Tactical Tech\)$/);
      await expect(canvas.getByTestId('search-status')).toHaveTextContent(/^2 of \d+/);
    });
  },
};

/** A build in progress with tags, slots, a guide and trainer access. */
export const InProgress: Story = {
  loaders: [() => ({ store: plannerStore(trooperBuild()) })],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    await expect(canvas.getByRole('button', { name: /Ability slot 1/ })).toHaveTextContent(
      'Anti-gravity Field',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Ability slot 3/ }));
    const list = canvas.getByRole('listbox', { name: 'Ability slot 3' });
    await expect(within(list).getByRole('option', { name: /Shigawire Claw/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Gravity Field' }));
    await expect(canvas.getByRole('button', { name: /Ability slot 3/ })).toHaveTextContent(
      'Gravity Field',
    );
  },
};

/** Every Trooper skill at its max: full trees, full slots, a long plan and many modifiers. */
export const Full: Story = {
  loaders: [() => ({ store: plannerStore(fullTrooperBuild()) })],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('list', { name: 'Skills in leveling order' });
    await expect(within(plan).getAllByRole('listitem').length).toBeGreaterThan(40);
    await expect(canvas.queryByText(NO_PASSIVE_MODIFIERS)).not.toBeInTheDocument();
    await expect(node(canvasElement, 'Gunnery', 'Ranged Damage')).toHaveAccessibleName(
      /fully allocated$/,
    );
  },
};

/** Levels 2+ without advanced trainer access: red skills and the spec's warning. */
export const RedSkills: Story = {
  loaders: [() => ({ store: plannerStore(redBuild()) })],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trainer-warning')).toHaveTextContent(TRAINER_WARNING);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Access to all advanced trainers' }),
    );
    await expect(canvas.queryByTestId('trainer-warning')).not.toBeInTheDocument();
  },
};

/** A Leveling Build: the cap slider from SP spent to 200, and its lock. */
export const LevelingBuild: Story = {
  loaders: [() => ({ store: plannerStore(levelingBuild()) })],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: /Skill point cap/ });
    await expect(slider).toHaveValue('12');
    await fireEvent.change(slider, { target: { value: '20' } });
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent(/SP left/);
    await expect(slider).toHaveValue('20');
    await userEvent.click(canvas.getByRole('button', { name: 'Lock cap' }));
    await expect(slider).toBeDisabled();
  },
};

/** At the cap: every further level is refused for want of SP. */
export const AtTheCap: Story = {
  loaders: [
    () => {
      const build = levelingBuild();
      return { store: plannerStore({ ...build, customSkillPointCap: build.skillpoints }) };
    },
  ],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-left')).toHaveTextContent('0 SP left');
    const spent = canvas.getByTestId('sp-spent').textContent;
    await userEvent.click(node(canvasElement, 'Gunnery', 'Ranged Damage'));
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent(spent);
    await expect(node(canvasElement, 'Gunnery', 'Scattergun Damage')).toHaveAccessibleName(
      /not enough skill points$/,
    );
  },
};

/** An imported build shows the spec's notice. */
export const Imported: Story = {
  loaders: [() => ({ store: plannerStore(trooperBuild(), { imported: true }) })],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement }) => {
    await graphsReady(canvasElement);
    await expect(within(canvasElement).getByTestId('imported-notice')).toHaveTextContent(
      IMPORTED_NOTICE,
    );
  },
};

/** A shared link that could not be loaded: the error notice over a usable planner. */
export const LoadError: Story = {
  loaders: [
    () => ({
      store: plannerStore(emptyBuild(), {
        ui: {
          notice: {
            tone: 'error',
            title: 'This shared build could not be loaded.',
            lines: ['The link does not exist or has expired.'],
          },
        },
      }),
    }),
  ],
  render: (_args, { loaded }) => (
    <Workspace store={loaded.store as PlannerStore} layout="desktop" />
  ),
  play: async ({ canvasElement }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const phoneFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 390 }}>
    <Story />
  </div>
);

/** A phone: one tree at a time with wrapping arrows; a tap opens the skill's details. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [phoneFrame],
  loaders: [() => ({ store: plannerStore(trooperBuild()) })],
  render: (_args, { loaded }) => <Workspace store={loaded.store as PlannerStore} layout="mobile" />,
  play: async ({ canvasElement, step }) => {
    await graphsReady(canvasElement);
    const canvas = within(canvasElement);
    const trees = () => canvas.getAllByRole('region', { name: /tree$/ });
    await expect(trees()).toHaveLength(1);
    await expect(trees()[0]).toHaveAccessibleName('Gunnery tree');

    await step('the arrows wrap around the class’s trees', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous tree' }));
      await expect(trees()[0]).toHaveAccessibleName('Tactical Tech tree');
      await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
      await expect(trees()[0]).toHaveAccessibleName('Suspensor Training tree');
    });

    await step('a tap opens the details, where plus adds a level', async () => {
      await userEvent.pointer({
        keys: '[TouchA]',
        target: node(canvasElement, 'Suspensor Training', 'Suspensor Efficiency'),
      });
      const dialog = await canvas.findByRole('dialog', { name: 'Suspensor Efficiency' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add a level' }));
      await waitFor(() =>
        expect(
          node(canvasElement, 'Suspensor Training', 'Suspensor Efficiency'),
        ).toHaveAccessibleName(/level 1 of 3/),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
      // The closing dialog hands focus back to the node; typing before then would lose keys.
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    });

    await step('the search brings the match’s tree into view', async () => {
      const search = canvas.getByRole('searchbox', { name: 'Search skills' });
      await userEvent.type(search, 'grenade');
      await expect(search).toHaveValue('grenade');
      await expect(search).toHaveFocus();
      await waitFor(() => expect(trees()[0]).toHaveAccessibleName('Suspensor Training tree'));
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByTestId('search-status')).toHaveTextContent(/\(Tactical Tech\)$/);
      // The match's tree is drawn before it shows: slow on a loaded 2-core machine.
      await waitFor(() => expect(trees()[0]).toHaveAccessibleName('Tactical Tech tree'));
    });

    await step('the class heading’s arrows wrap around the five classes', async () => {
      const classHeading = () => canvas.getByTestId('class-switcher');
      await expect(within(classHeading()).getByRole('heading')).toHaveTextContent(/^Trooper/);
      await userEvent.click(canvas.getByRole('button', { name: 'Previous class' }));
      await expect(within(classHeading()).getByRole('heading')).toHaveTextContent(/^Swordmaster/);
      await expect(canvas.getByRole('button', { name: /^Swordmaster/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
      await expect(within(classHeading()).getByRole('heading')).toHaveTextContent(/^Trooper/);
      await expect(trees()[0]).toHaveAccessibleName(/tree$/);
    });
  },
};
