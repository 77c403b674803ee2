import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ClassIntro } from '../../../src/planner/panels/ClassIntro';
import type { PlannerStore } from '../../../src/planner/store/plannerStore';
import { emptyBuild } from '../../../src/skills/emptyBuild';
import type { ClassSlug } from '../../../src/skills/gameData';
import { withPadding } from '../../fixtures/decorators';
import { fullTrooperBuild, gameIndex, plannerStore } from '../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../fixtures/storyStore';

/**
 * The selected class's heading and description above its trees: on a desktop the description
 * folds to a line; on phones and tablets the heading switches the class with wrapping arrows.
 */
const meta = {
  title: 'Planner/Panels/Class intro',
  component: ClassIntro,
  decorators: [
    // As wide as the toolbar's middle column, between the class icons and the SP counter.
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
    withPlannerStore,
    withPadding,
  ],
  loaders: [storeLoader(() => plannerStore())],
} satisfies Meta<typeof ClassIntro>;
export default meta;
type Story = StoryObj<typeof meta>;

const description = (slug: ClassSlug) => gameIndex.classesBySlug.get(slug)?.description ?? '';

/** Desktop: the class's name as a heading, its description folded to a line with Show more. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Trooper$/);
    const text = canvas.getByText(description('trooper'));
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(text.scrollHeight).toBeLessThanOrEqual(text.clientHeight + 1);
    await expect(canvas.queryByRole('button', { name: 'Next class' })).toBeNull();
  },
};

/** Another class chosen: its own name and description. */
export const OtherClass: Story = {
  loaders: [storeLoader(() => plannerStore({ ...emptyBuild(), selectedClass: 'swordmaster' }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/^Swordmaster$/);
    await expect(canvas.getByText(description('swordmaster'))).toBeInTheDocument();
  },
};

/**
 * A phone: the heading names the class with the SP spent in it, the description folds to two
 * lines, and the arrows switch the planner's class, wrapping from the first to the last.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { plannerLayout: 'mobile' },
  loaders: [storeLoader(() => plannerStore(fullTrooperBuild()))],
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(/^Trooper\s*\(\d{2,3} SP\)$/);
    const text = canvas.getByText(description('trooper'));
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    await expect(Math.round(text.clientHeight / lineHeight)).toBe(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Previous class' }));
    await expect(store.getState().build.selectedClass).toBe('swordmaster');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Swordmaster\s*\(0 SP\)$/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next class' }));
    await expect(store.getState().build.selectedClass).toBe('mentat');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Mentat\s*\(0 SP\)$/,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
