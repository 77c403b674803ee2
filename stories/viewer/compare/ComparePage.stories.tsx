import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import type { CompareResponse } from '../../../src/api/contract/compare';
import { compareApiPath } from '../../../src/api/contract/comparePaths';
import { ApiRequestError } from '../../../src/api/requestJson';
import ComparePage from '../../../src/viewer/compare/ComparePage';
import { expectPhoneLayout } from '../../account/fixtures';
import { must } from '../../fixtures/must';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { VIEWER_URL, withDesktopViewer, withPhoneViewer } from '../fixtures';
import {
  CODE_SEGMENT,
  COMPARE_ENTRY,
  compareAnswer,
  compareFetch,
  equalAnswer,
  loadIndex,
  missingSide,
} from './fixtures';

/**
 * The routed /compare/:a/:b page over stand-ins for the compare fetch, the game data and the
 * clipboard (no network): loading, a missing side, an unreadable one, a failed read, the full
 * comparison on desktop and phone, and two equal builds.
 */

const meta = {
  title: 'Viewer/Compare/ComparePage',
  component: ComparePage,
  decorators: [withDesktopViewer],
  parameters: { router: { path: '/compare/:a/:b', initialEntry: COMPARE_ENTRY } },
  args: {
    fetchCompare: compareFetch(compareAnswer()),
    loadIndex,
    copy: fn(() => Promise.resolve(true)),
  },
  beforeEach: () => {
    performance.clearResourceTimings();
  },
} satisfies Meta<typeof ComparePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the comparison is on its way: the spinner. */
export const Loading: Story = {
  args: { fetchCompare: compareFetch('pending') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Comparing the builds…' }),
    ).toBeVisible();
    await expectNoApiRequest();
  },
};

/** One side is missing (or someone else's Private build): the API's words, and a way on. */
export const OneSideMissing: Story = {
  args: { fetchCompare: compareFetch(missingSide('B')) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Build B not found.');
    await expect(alert).toHaveTextContent('made Private by its author');
    await expectNoApiRequest();
  },
};

/** A share code that does not decode: the API's reason. */
export const Unreadable: Story = {
  args: {
    fetchCompare: compareFetch(
      new ApiRequestError('Build B cannot be read: This share code is damaged or incomplete.', 400),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This share code is damaged or incomplete.',
    );
  },
};

/** An address whose side is no build at all: said at once, nothing asked. */
export const NotABuild: Story = {
  parameters: { router: { path: '/compare/:a/:b', initialEntry: `/compare/${VIEWER_URL}/x` } },
  args: { fetchCompare: fn(compareFetch(compareAnswer())) },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "Build B is neither a saved build's id nor a share code.",
    );
    await expect(args.fetchCompare).not.toHaveBeenCalled();
  },
};

/** The read failed (the server is down): the reason and a refresh. */
export const Failed: Story = {
  args: { fetchCompare: compareFetch(new ApiRequestError('Service unavailable.', 503)) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load critical page data: Service unavailable. Try refreshing.',
    );
  },
};

/** What every full comparison shows: heading, sides, legend, marked trees, list and respec. */
async function expectFullComparison(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Gravity Gunner vs Trooper share code' }),
  ).toBeVisible();
  await expect(canvas.getByTestId('compare-legend')).toHaveTextContent('Only in build A');
  // The trees' chunk comes once the game data is here; its nodes carry a letter and say their
  // state: never colour alone.
  const trees = await canvas.findAllByTestId('compare-tree');
  await expect(trees.length).toBeGreaterThan(0);
  await expect(canvas.getByRole('tab', { name: 'Trooper' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    canvasElement.querySelector('[data-skill-id][aria-label*="only in build A"]'),
  ).not.toBeNull();
  await expect(canvas.getByTestId('compare-list')).toHaveTextContent('Gravity Field');
  await expect(canvas.getByTestId('compare-respec-spice')).toHaveTextContent('Respec cost');
  await expect(canvas.getByRole('link', { name: /Swap/ })).toHaveAttribute(
    'href',
    `/compare/${CODE_SEGMENT}/${VIEWER_URL}`,
  );
  await expect(canvas.getByRole('link', { name: /Open in the viewer/ })).toHaveAttribute(
    'href',
    `/build-viewer/${VIEWER_URL}`,
  );
}

/** Both builds compared: everything the page shows, and Copy link. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    await expectFullComparison(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByText('Link copied.')).toBeVisible();
    await expect(args.copy).toHaveBeenCalledWith(`${window.location.origin}${COMPARE_ENTRY}`);
    await expectNoApiRequest();
  },
};

/** Build B was made on older game data: the page says it was migrated, and what changed. */
export const OlderSideMigrated: Story = {
  args: { fetchCompare: compareFetch(compareAnswer(true)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByTestId('compare-migrated-B');
    await expect(note).toHaveTextContent('compared as it migrates to');
    await expect(note).toHaveTextContent('Stunner: level 3 → 1, 5 SP refunded');
    await expect(canvas.queryByTestId('compare-migrated-A')).toBeNull();
  },
};

/** The same build twice: every skill marked as taken by both, and no differences. */
export const EqualBuilds: Story = {
  args: { fetchCompare: compareFetch(equalAnswer()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No differences.')).toBeVisible();
    const rows = canvas.getByTestId('compare-list').querySelectorAll('li');
    await expect([...rows].every((row) => row.dataset.state === 'both')).toBe(true);
    await expect(canvas.getByTestId('compare-respec')).toHaveTextContent('skills stay');
  },
};

/** Renders the page with `answer` as the served answer for its address, as the server sends it. */
function withPageAnswer(answer: CompareResponse): Decorator {
  const fallback = { [compareApiPath(VIEWER_URL, CODE_SEGMENT)]: answer };
  return (Story) => (
    <SWRConfig value={{ fallback }}>
      <Story />
    </SWRConfig>
  );
}

/** The comparison the server rendered the page with: shown with no request. */
export const FromThePage: Story = {
  args: { fetchCompare: compareFetch('pending') },
  decorators: [withPageAnswer(compareAnswer())],
  play: async ({ canvasElement }) => {
    await expectFullComparison(canvasElement);
    await expectNoApiRequest();
  },
};

/** The phone: one tree at a time, nothing wider than the screen. */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expectFullComparison(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('compare-tree')).toHaveLength(1);
    const first = canvas.getByTestId('compare-tree').getAttribute('aria-label');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tree' }));
    await expect(canvas.getByTestId('compare-tree').getAttribute('aria-label')).not.toBe(first);
    // The page's own controls (the drawing's nodes and zoom are the graph's stories' concern).
    await expectPhoneLayout(must(canvasElement.querySelector('header')));
    await expectPhoneLayout(canvas.getByRole('tablist'));
  },
};
