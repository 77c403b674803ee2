import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlannerPage, resetPlannerSession } from '../../src/planner/PlannerPage';
import { IMPORTED_NOTICE } from '../../src/planner/panels/Notices';
import { LISTING_NOTES, RESTRICTED_LISTING_MESSAGE } from '../../src/skills/buildListing';
import { encodeShareCode } from '../../src/skills/shareCode';
import type { AppStoryParameters } from '../../.storybook/preview';
import { withPageFrame } from '../fixtures/decorators';
import { gameIndex, launchIndex, trooperBuild } from './fixtures/plannerFixtures';
import type { SavedBuildApiStub } from './fixtures/savedBuildApi';
import { stilgar, stubSavedBuildApi, withSavedNames } from './fixtures/savedBuildApi';
import { SAVED_URL, saveAnswer, savedBuildOf } from './fixtures/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import { LOAD_BUILD_KEY } from '../../src/api/contract/plannerOpening';

/**
 * The /skill-trees page as a visitor meets it: a new build, a build link (the server's answers
 * stubbed), a share code in the address (this game data's and an older one's), a broken link,
 * and Link's answers. The page loads the game data chunk itself.
 */
type Answer = { status: number; body: unknown } | 'offline';

/** Answers the build-link calls; everything else goes to the network as usual. */
function stubBuildLinks(answers: { get?: Answer; post?: Answer }) {
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/build-link')) {
      const answer = (init?.method ?? 'GET') === 'POST' ? answers.post : answers.get;
      if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
      await new Promise((resolve) => setTimeout(resolve, 50));
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
}

const meta = {
  title: 'Planner/Page',
  component: PlannerPage,
  decorators: [withPageFrame],
  beforeEach: () => {
    resetPlannerSession();
  },
  parameters: {
    router: { initialEntry: '/skill-trees', path: '/skill-trees' },
  } satisfies AppStoryParameters,
} satisfies Meta<typeof PlannerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const planner = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('planner');

/** A new build, and the address following it. */
export const NewBuild: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await planner(canvasElement);
    await expect(document.title).toBe('Arrakis Planner | Plan Characters');
    // The graph is a lazy chunk: on a cold run it can take a few seconds to arrive.
    const rangedDamage = () => canvas.getByRole('button', { name: /^Gunnery: Ranged Damage,/ });
    await waitFor(rangedDamage);
    // The pointer reaching the tree brings its live graph in; the click goes to what is there then.
    await userEvent.hover(rangedDamage());
    await waitFor(() => expect(rangedDamage().closest('[data-tree-drawing]')).toBeNull());
    await userEvent.click(rangedDamage());
    await waitFor(() =>
      expect(canvas.getByTestId('story-location').textContent).toMatch(/#build=1/),
    );
  },
};

const linked = {
  status: 200,
  body: {
    data: trooperBuild(),
    build_name: 'Gravity Gunner (shared)',
    build_guide: trooperBuild().buildGuide,
    sharing: 'Private',
    likes: 0,
    url: 'demo',
    game_version: '1.5',
  },
};

/** `?link=`: the shared build, marked imported. */
export const SharedLink: Story = {
  parameters: { router: { initialEntry: '/skill-trees?link=demo', path: '/skill-trees' } },
  beforeEach: () => stubBuildLinks({ get: linked }),
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Gravity Gunner (shared)',
    );
    await expect(canvas.getByTestId('imported-notice')).toHaveTextContent(IMPORTED_NOTICE);
  },
};

/** `?link=` that does not exist: the error, over a usable planner. */
export const MissingLink: Story = {
  parameters: { router: { initialEntry: '/skill-trees?link=gone', path: '/skill-trees' } },
  beforeEach: () => stubBuildLinks({ get: { status: 404, body: { message: 'Not found' } } }),
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The link does not exist or has expired.',
    );
  },
};

/** A share code in the address opens exactly that build. */
export const ShareCode: Story = {
  parameters: {
    router: {
      initialEntry: `/skill-trees#build=${encodeShareCode(trooperBuild(), gameIndex)}`,
      path: '/skill-trees',
    },
  },
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sp-spent')).toHaveTextContent(
      String(trooperBuild().skillpoints),
    );
    // The slots are below the trees: they come a step after the planner's first paint.
    await expect(await canvas.findByRole('button', { name: /Ability slot 1/ })).toHaveTextContent(
      'Anti-gravity Field',
    );
  },
};

/**
 * A share code made with the launch data: shown with it and its patch report, migrated to the
 * current data with one click.
 */
export const OlderShareCode: Story = {
  parameters: {
    router: {
      initialEntry: `/skill-trees#build=${encodeShareCode(
        {
          ...trooperBuild(),
          activeAbilities: [null, null, null],
          activeTechniques: [null, null, null],
        },
        launchIndex,
      )}`,
      path: '/skill-trees',
    },
  },
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('load-notice')).toHaveTextContent('Launch');
    await expect(await canvas.findByTestId('patch-report')).toHaveTextContent('valid on 1.5.3.6');
    await userEvent.click(canvas.getByRole('button', { name: 'Migrate to 1.5.3.6' }));
    await waitFor(() =>
      expect(canvas.getByTestId('load-notice')).toHaveTextContent('Migrated to 1.5.3.6.'),
    );
    await expect(canvas.queryByRole('button', { name: /Migrate to/ })).not.toBeInTheDocument();
  },
};

/** Link: the copy-link dialog with the share address. */
export const LinkCreated: Story = {
  beforeEach: () => stubBuildLinks({ post: { status: 201, body: { url: 'k3y' } } }),
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Link' }));
    // The link's contract loads with the first link made (a chunk of its own).
    const field = await within(document.body).findByRole('textbox', { name: 'Build link' });
    await expect(field).toHaveValue(`${window.location.origin}/skill-trees?link=k3y`);
  },
};

/** Link refused by moderation: the moderation alert. */
export const LinkModerated: Story = {
  beforeEach: () =>
    stubBuildLinks({
      post: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'MODERATION_FAILED',
          message:
            'Your build content was flagged and a shareable link could not be created. Please revise.',
        },
      },
    }),
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Link' }));
    await expect(await within(document.body).findByRole('alertdialog')).toHaveTextContent(
      'Please revise.',
    );
  },
};

/** Link while offline: the spec's connection text. */
export const LinkOffline: Story = {
  beforeEach: () => stubBuildLinks({ post: 'offline' }),
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Link' }));
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Failed to generate link. Please check your connection.',
    );
  },
};

const newBuildSaved = saveAnswer(
  { ...trooperBuild(), buildTitle: 'Build Title', buildSharing: 'Public' },
  'CREATED',
);
const saveStub: SavedBuildApiStub = {
  answers: {
    'GET /api/saved-builds': { status: 200, body: [] },
    'POST /api/saved-builds': { status: 201, body: newBuildSaved },
  },
  seen: [],
};

/**
 * A logged-in player saves the new build listed Public: Save, Build Saved, and Link then shares
 * the saved build's own address without asking for a new link.
 */
export const SaveThenLink: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames([])],
  beforeEach: () => {
    saveStub.seen.length = 0;
    return stubSavedBuildApi(saveStub);
  },
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Build Listing' }),
      'Public',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await body.findByRole('dialog', { name: 'Save Build' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The save's contract loads with the first save (a chunk of its own).
    const success = await body.findByRole('dialog', { name: 'Build Saved' });
    await expect(success).toHaveTextContent(SAVED_BUILD_TEXTS.saved);
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const field = await body.findByRole('textbox', { name: 'Build link' });
    await expect(field).toHaveValue(`${window.location.origin}/skill-trees?link=${SAVED_URL}`);
    await expect(saveStub.seen.filter((call) => call.path === '/api/build-link')).toEqual([]);
  },
};

/**
 * My Builds' Load: the saved build handed over in local storage opens as the player's own (no
 * imported notice), listed as stored, and Link reuses its address.
 */
export const LoadedFromMyBuilds: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['Gravity Gunner'])],
  beforeEach: () => {
    localStorage.setItem(
      LOAD_BUILD_KEY,
      JSON.stringify(savedBuildOf(trooperBuild(), { sharing: 'Public', likes: 4 })),
    );
    return () => {
      localStorage.removeItem(LOAD_BUILD_KEY);
    };
  },
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Gravity Gunner');
    await expect(canvas.queryByTestId('imported-notice')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Build Listing' })).toHaveValue('Public');
    await expect(canvas.getByText(LISTING_NOTES.Public)).toBeVisible();
    await expect(localStorage.getItem(LOAD_BUILD_KEY)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    await expect(
      await within(document.body).findByRole('textbox', { name: 'Build link' }),
    ).toHaveValue(`${window.location.origin}/skill-trees?link=${SAVED_URL}`);
  },
};

/** After a flagged save the page reloads with the build handed back: now Restricted. */
export const ReloadedAsRestricted: Story = {
  parameters: { session: stilgar },
  decorators: [withSavedNames(['Gravity Gunner'])],
  beforeEach: () => {
    localStorage.setItem(
      LOAD_BUILD_KEY,
      JSON.stringify(saveAnswer(trooperBuild(), 'CREATED_AS_RESTRICTED').build),
    );
    return () => {
      localStorage.removeItem(LOAD_BUILD_KEY);
    };
  },
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
    const canvas = within(canvasElement);
    const listing = canvas.getByRole('combobox', { name: 'Build Listing' });
    await expect(listing).toBeDisabled();
    await expect(listing).toHaveValue('Restricted');
    await expect(canvas.getByText(RESTRICTED_LISTING_MESSAGE)).toBeVisible();
  },
};

/** The page on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await planner(canvasElement);
  },
};
