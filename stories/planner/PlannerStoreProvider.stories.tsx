import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  PlannerStoreProvider,
  usePlanner,
  usePlannerActions,
} from '../../src/planner/store/PlannerStoreProvider';
import type { PlannerStore } from '../../src/planner/store/plannerStore';
import { plannerStore, trooperBuild } from './fixtures/plannerFixtures';

/** A tiny consumer: shows its store's title and renames it through the store's named action. */
function TitleProbe({ name }: { name: string }) {
  const title = usePlanner((state) => state.build.buildTitle);
  const description = usePlanner((state) => state.build.buildDescription);
  const { editBuildText } = usePlannerActions();
  return (
    <section aria-label={name} className="flex items-center gap-3 p-2 text-sand-100">
      <p>{title}</p>
      <button
        type="button"
        className="rounded border border-sand-600 px-3 py-1"
        onClick={() => {
          editBuildText({ title: `${name} renamed`, description });
        }}
      >
        Rename
      </button>
    </section>
  );
}

function TwoPlanners({ first, second }: { first: PlannerStore; second: PlannerStore }) {
  return (
    <div className="flex flex-col gap-2 p-4">
      <PlannerStoreProvider store={first}>
        <TitleProbe name="First planner" />
      </PlannerStoreProvider>
      <PlannerStoreProvider store={second}>
        <TitleProbe name="Second planner" />
      </PlannerStoreProvider>
    </div>
  );
}

const meta = {
  title: 'Planner/Store provider',
  component: TwoPlanners,
  args: { first: plannerStore(), second: plannerStore() },
  loaders: [() => ({ first: plannerStore(), second: plannerStore(trooperBuild()) })],
  render: (_args, { loaded }) => (
    <TwoPlanners first={loaded.first as PlannerStore} second={loaded.second as PlannerStore} />
  ),
} satisfies Meta<typeof TwoPlanners>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each provider scopes its own store: an action changes only the planner below it. */
export const SeparateStores: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('region', { name: 'First planner' }));
    const second = within(canvas.getByRole('region', { name: 'Second planner' }));
    const secondTitle = (loaded.second as PlannerStore).getState().build.buildTitle;
    await expect(first.getByText('Build Title')).toBeInTheDocument();
    await expect(second.getByText(secondTitle)).toBeInTheDocument();

    await userEvent.click(first.getByRole('button', { name: 'Rename' }));
    await expect(first.getByText('First planner renamed')).toBeInTheDocument();
    await expect(second.getByText(secondTitle)).toBeInTheDocument();
  },
};
