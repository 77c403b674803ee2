import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MyBuildsResponse } from '../../src/api/contract/savedBuilds';
import { encodeShareCode } from '../../src/skills/shareCode';
import { CompareWithButton } from '../../src/viewer/CompareWithButton';
import { myBuild } from '../account/myBuilds/fixtures';
import { PHONE } from '../admin/fixtures';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import { gameIndex, trooperBuild } from '../planner/fixtures/plannerFixtures';
import { VIEWER_URL, withDesktopViewer, withPhoneViewer } from './fixtures';

const PLANNER_CODE = encodeShareCode(trooperBuild(), gameIndex);
const STILGAR = { username: 'Stilgar', email: 's@x.example', role: 'user', avatarUrl: null };

/**
 * "Compare with my build" in the viewer's action row: the dialog's code loads on intent, the
 * planner's build is read when it opens, and a choice goes to `/compare/{viewed}/{chosen}`.
 */
const meta = {
  title: 'Viewer/CompareWithButton',
  component: CompareWithButton,
  decorators: [withDesktopViewer],
  parameters: {
    router: { initialEntry: `/build-viewer/${VIEWER_URL}`, path: '/build-viewer/:buildId' },
  },
  args: {
    url: VIEWER_URL,
    readPlannerCode: fn((): string | null => PLANNER_CODE),
    loadMyBuilds: fn(() =>
      Promise.resolve<MyBuildsResponse>({
        builds: [myBuild(1, { title: 'Sandrider Sniper', url: 'url0000001' })],
      }),
    ),
  },
} satisfies Meta<typeof CompareWithButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Compare with my build' });

/** A visitor picks the planner's build: the compare page of the viewed build and it. */
export const WithMyPlannerBuild: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.readPlannerCode).not.toHaveBeenCalled();
    await userEvent.click(button(canvasElement));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Compare with my build' }));
    await expect(args.readPlannerCode).toHaveBeenCalledTimes(1);
    await expect(dialog.queryByText('My saved builds')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'The build in my planner' }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent(
        `/compare/${VIEWER_URL}/${PLANNER_CODE}`,
      ),
    );
    await expect(canvas.getByText(/Navigated to/)).toBeVisible();
    await expect(args.loadMyBuilds).not.toHaveBeenCalled();
    await expectNoApiRequest();
  },
};

/** A logged-in player with an empty planner picks a saved build; Cancel first leaves them be. */
export const WithMySavedBuild: Story = {
  parameters: { session: STILGAR },
  args: { readPlannerCode: fn((): string | null => null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(button(canvasElement));
    let dialog = within(await canvas.findByRole('dialog', { name: 'Compare with my build' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      `/build-viewer/${VIEWER_URL}`,
    );

    await userEvent.click(button(canvasElement));
    dialog = within(await canvas.findByRole('dialog', { name: 'Compare with my build' }));
    await expect(dialog.queryByRole('button', { name: 'The build in my planner' })).toBeNull();
    await userEvent.click(await dialog.findByRole('button', { name: /Sandrider Sniper/ }));
    await waitFor(() =>
      expect(canvas.getByTestId('story-location')).toHaveTextContent(
        `/compare/${VIEWER_URL}/url0000001`,
      ),
    );
    await expect(args.loadMyBuilds).toHaveBeenCalledTimes(2);
    await expectNoApiRequest();
  },
};

/** A hand-over without a public id: no address to compare, so no button. */
export const WithoutAnAddress: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** On a phone: the button is thumb-sized and the dialog is a bottom sheet. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withPhoneViewer],
  play: async ({ canvasElement }) => {
    await expect(
      Math.round(button(canvasElement).getBoundingClientRect().height),
    ).toBeGreaterThanOrEqual(44);
    await userEvent.click(button(canvasElement));
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(
      within(dialog).getByRole('button', { name: 'The build in my planner' }),
    ).toBeVisible();
  },
};
