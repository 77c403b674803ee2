import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthorCollections } from '../../../src/community/author/AuthorCollections';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { summary } from '../../collections/fixtures';
import { withPadding } from '../../fixtures/decorators';
import { type AuthorStub, CHANI, stubAuthorApi } from './fixtures';

/**
 * The author page's collections section by itself, over the stand-in of
 * `GET /api/users/{username}/collections` (fixtures.ts): asked once it is near the screen.
 */

function serve(overrides: Partial<Omit<AuthorStub, 'seen'>> = {}) {
  const stub: AuthorStub = { authors: [CHANI], builds: [], ...overrides, seen: [] };
  return () => {
    stub.seen.length = 0;
    return stubAuthorApi(stub);
  };
}

const meta = {
  title: 'Community/Author/AuthorCollections',
  component: AuthorCollections,
  decorators: [withPadding],
  args: { username: 'Chani' },
} satisfies Meta<typeof AuthorCollections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Her Public collections, each a link with its count. */
export const Full: Story = {
  beforeEach: serve({
    collections: [
      summary({ build_count: 30 }),
      summary({ id: 'nightRaids01', name: 'Night raids', description: '', build_count: 1 }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const list = within(
      await within(canvasElement).findByRole('list', { name: "Chani's collections" }),
    );
    await expect(list.getByRole('link', { name: 'Night raids' })).toHaveAttribute(
      'href',
      '/collection/nightRaids01',
    );
    await expect(list.getByText('30 builds')).toBeVisible();
  },
};

/** None yet: said in words. */
export const Empty: Story = {
  beforeEach: serve(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Chani has no public collections yet.'),
    ).toBeVisible();
  },
};

/** While the answer is on its way. */
export const Loading: Story = {
  beforeEach: serve({ collectionList: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading collections…')).toBeVisible();
  },
};

/** The server failed: its message, in place of the list. */
export const LoadError: Story = {
  beforeEach: serve({
    collectionList: {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'The sands shifted.' },
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The sands shifted.',
    );
  },
};

/** On a phone: links 44px tall, nothing runs off the side. */
export const Phone: Story = {
  decorators: [withNarrowPhone],
  globals: PHONE,
  beforeEach: serve({ collections: [summary({ build_count: 3 })] }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: "Chani's collections" });
    await expectPhoneLayout(canvasElement);
  },
};
