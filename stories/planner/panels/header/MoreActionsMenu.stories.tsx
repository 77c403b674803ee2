import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { plannerCompareSide } from '../../../../src/planner/compare/plannerCompareSide';
import { MoreActionsMenu } from '../../../../src/planner/panels/header/MoreActionsMenu';
import type { PlannerStore } from '../../../../src/planner/store/plannerStore';
import { DEFAULT_BUILD_TITLE } from '../../../../src/skills/buildText';
import { PHONE, withNarrowPhone } from '../../../account/fixtures';
import { withPadding } from '../../../fixtures/decorators';
import { expectNoApiRequest } from '../../../fixtures/noNetwork';
import { plannerStore, trooperBuild } from '../../fixtures/plannerFixtures';
import { storeLoader, withPlannerStore } from '../../fixtures/storyStore';
import { withMyBuilds } from '../../respec/respecFixtures';

/**
 * The planner header's less-used actions behind More: Export, Import, Load (an account's), New
 * build, Plan a respec and Compare with…, a disclosure of plain buttons at the header's right end.
 */
const meta = {
  title: 'Planner/Header/MoreActionsMenu',
  component: MoreActionsMenu,
  decorators: [
    // At the right end, as in the header: the panel opens leftwards from the button.
    (Story) => (
      <div className="flex min-h-80 justify-end">
        <Story />
      </div>
    ),
    withPlannerStore,
    withPadding,
  ],
  args: { loggedIn: true },
  loaders: [storeLoader(() => plannerStore(trooperBuild()))],
} satisfies Meta<typeof MoreActionsMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const more = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'More build actions' });
const panel = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'More build actions' });
const MENU_ITEMS = ['Export', 'Import', 'Load', 'New build', 'Plan a respec', 'Compare with…'];

/** Closed: only the More button, which says it is collapsed and which panel it controls. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = more(canvasElement);
    await expect(button).toHaveTextContent('More');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(controlled).toHaveAttribute('data-testid', 'build-menu');
    await expect(controlled).not.toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
    for (const name of MENU_ITEMS) await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};

/**
 * Open for a logged-in player: the four actions in order, all enabled; Export opens its dialog,
 * closing the menu with focus back on More; Load opens My Builds.
 */
export const Open: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    await userEvent.click(more(canvasElement));
    await expect(more(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    const items = within(panel(canvasElement)).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual(MENU_ITEMS);
    for (const item of items) await expect(item).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Load' })).toHaveAttribute(
      'title',
      'Open your saved builds',
    );
    await expect(canvas.getByRole('button', { name: 'New build' })).toHaveAttribute(
      'title',
      'Start a new build (undoable)',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(store.getState().ui.dialog).toBe('export');
    await expect(more(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(more(canvasElement)).toHaveFocus();
    store.getState().actions.closeDialog();

    await userEvent.click(more(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent('/my-builds'),
    );
  },
};

/** New build starts the build afresh and closes the menu. */
export const NewBuild: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    await expect(store.getState().build.buildTitle).toBe('Gravity Gunner');
    await userEvent.click(more(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New build' }));
    await expect(store.getState().build.buildTitle).toBe(DEFAULT_BUILD_TITLE);
    await expect(store.getState().build.characterBuild).toEqual([]);
    await expect(more(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Plan a respec opens the respec planner (its code loads then), From to the build in the
 * planner; Done closes it with focus back on More.
 */
export const PlanARespec: Story = {
  decorators: [withMyBuilds],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(more(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Plan a respec' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Plan a respec' }));
    await expect(more(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByLabelText('To: which build')).toHaveDisplayValue(
      'The build in the planner (Gravity Gunner)',
    );
    await expect(dialog.getByLabelText('From: which build')).toHaveValue('saved');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(more(canvasElement)).toHaveFocus();
  },
};

/**
 * Compare with… (a visitor's: no saved builds to list) asks for a link or code; a viewer link
 * goes to the compare page with the planner's build, as its share code, first.
 */
export const CompareWith: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as PlannerStore;
    const canvas = within(canvasElement);
    await userEvent.click(more(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Compare with…' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Compare with…' }));
    await expect(dialog.queryByRole('button', { name: 'The build in my planner' })).toBeNull();
    await expect(dialog.queryByText('My saved builds')).toBeNull();
    await userEvent.type(
      dialog.getByLabelText('Build link or share code'),
      'https://arrakis.example/build-viewer/k7Qm2xPz9A',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Compare' }));
    const code = plannerCompareSide(store.getState());
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent(`/compare/${code}/k7Qm2xPz9A`),
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expectNoApiRequest();
  },
};

/** A visitor: Load is disabled and says why; the other actions still work. */
export const Anonymous: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(more(canvasElement));
    const load = canvas.getByRole('button', { name: 'Load' });
    await expect(load).toBeDisabled();
    await expect(load).toHaveAttribute('title', 'Log in to load your builds');
    for (const name of ['Export', 'Import', 'New build', 'Plan a respec', 'Compare with…']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/**
 * By keyboard: Enter opens it, Tab walks its buttons, Escape closes it and puts focus back on
 * More; a press outside closes it too.
 */
export const Keyboard: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = more(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Import' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Import' })).toBeNull();

    await userEvent.click(button);
    await expect(panel(canvasElement)).toBeVisible();
    await userEvent.click(document.body);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a narrow phone: More and every action are thumb-sized, and the open panel stays on screen. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(
      Math.round(more(canvasElement).getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(44);
    await userEvent.click(more(canvasElement));
    const box = panel(canvasElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    for (const item of within(panel(canvasElement)).getAllByRole('button')) {
      await expect(Math.round(item.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
