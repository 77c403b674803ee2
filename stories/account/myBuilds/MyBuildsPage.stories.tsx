import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import MyBuildsPage from '../../../src/account/myBuilds/MyBuildsPage';
import type { MyBuild } from '../../../src/api/contract/savedBuilds';
import { MY_BUILDS_KEY } from '../../../src/api/savedBuilds/keys';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import {
  expectPhoneLayout,
  PHONE,
  storyUser,
  withAccountFrame,
  withNarrowPhone,
} from '../fixtures';
import { PRIVATE_BUILD, PUBLIC_BUILD, SOME_BUILDS, TEN_BUILDS } from './fixtures';

/**
 * `GET /api/my-builds` answered from SWR's cache (the saved-build calls have their own fetch,
 * not the stories' mock API): the page never asks the network.
 */
function withMyBuilds(builds: readonly MyBuild[]): Decorator {
  const MyBuildsAnswer: Decorator = (Story) => (
    <SWRConfig value={{ fallback: { [MY_BUILDS_KEY]: { builds } }, revalidateOnMount: false }}>
      <Story />
    </SWRConfig>
  );
  return MyBuildsAnswer;
}

/** The routed /my-builds page (the container) with the story's static session. */
const meta = {
  title: 'Account/MyBuilds/MyBuildsPage',
  component: MyBuildsPage,
  decorators: [withAccountFrame],
  parameters: { session: storyUser },
} satisfies Meta<typeof MyBuildsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every slot used: 10/10 and ten cards; the page's title. */
export const Full: Story = {
  decorators: [withMyBuilds(TEN_BUILDS)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (10/10 save slots used)' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(10);
    await expect(document.title).toBe('Arrakis Planner | My Builds');
    await expectNoApiRequest();
  },
};

/** Some builds: 'public likes' on the Public card, 'N/A' for the one never viewed. */
export const SomeSaved: Story = {
  decorators: [withMyBuilds(SOME_BUILDS)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (3/10 save slots used)' }),
    ).toBeVisible();
    const publicCard = canvas.getByRole('article', { name: PUBLIC_BUILD.title });
    await expect(within(publicCard).getByText('public likes')).toBeVisible();
    const privateCard = canvas.getByRole('article', { name: PRIVATE_BUILD.title });
    await expect(within(privateCard).getByText('N/A')).toBeVisible();
  },
};

/** No builds yet. */
export const Empty: Story = {
  decorators: [withMyBuilds([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Builds (0/10 save slots used)' }),
    ).toBeVisible();
    await expect(canvas.getByText('You have not saved any builds yet.')).toBeVisible();
  },
};

/** Cancel in the deletion dialog keeps the card, and nothing is sent. */
export const CancelKeepsTheCard: Story = {
  decorators: [withMyBuilds(SOME_BUILDS)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const privateCard = canvas.getByRole('article', { name: PRIVATE_BUILD.title });
    await userEvent.click(within(privateCard).getByRole('button', { name: 'Delete' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete Build' }));
    await userEvent.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
    await expect(dialog.getByRole('button', { name: 'Delete Build' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('article', { name: PRIVATE_BUILD.title })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expectNoApiRequest();
  },
};

/** A visitor: the spec's sentence, no call. */
export const Visitor: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You must be logged in to view your builds.'),
    ).toBeVisible();
    await expectNoApiRequest();
  },
};

/** While the session loads: 'Loading...'. */
export const SessionLoading: Story = {
  parameters: { session: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Ten cards on the narrowest phone. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withMyBuilds(TEN_BUILDS), withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
