import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClassDetailPage } from '../../../src/site/classes/ClassDetailPage';
import { withPageFrame } from '../../fixtures/decorators';
import { CLASSES, gameApi, SKILL_TREES } from '../../fixtures/gameFixtures';
import { failWith, pending } from '../../fixtures/mockApi';
import { must } from '../../fixtures/must';

const meta = {
  title: 'Site/Classes/ClassDetailPage',
  component: ClassDetailPage,
  decorators: [withPageFrame],
  parameters: {
    router: { path: '/class/:slug', initialEntry: '/class/trooper' },
    api: gameApi(),
  },
} satisfies Meta<typeof ClassDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the trees drawn on the page, in order. */
const drawnTrees = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByTestId('skill-tree')
    .map((tree) => tree.dataset.treeName);

/**
 * Trooper: name, description, the call to plan a Trooper build, its three trees drawn read-only
 * with nothing taken, and the class video (lazy YouTube embed).
 */
export const WithVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trooper' })).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Trooper');
    await expect(canvas.getByText(/Firearms and explosives specialist/)).toBeVisible();
    await expect(drawnTrees(canvasElement)).toEqual([
      'Gunnery',
      'Suspensor Training',
      'Tactical Tech',
    ]);
    await expect(canvas.getByRole('region', { name: 'Gunnery tree' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.sg-node--red')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: 'Plan a Trooper build' })).toHaveAttribute(
      'href',
      '/skill-trees?class=trooper',
    );
    const video = canvas.getByTitle('Trooper class video');
    await expect(video.tagName).toBe('IFRAME');
    await expect(video).toHaveAttribute('loading', 'lazy');
    await expect(video).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/arrakisDemo',
    );
    await expect(canvas.queryByText('Video coming soon')).toBeNull();
  },
};

/** Mentat has no video yet. */
export const WithoutVideo: Story = {
  parameters: { router: { path: '/class/:slug', initialEntry: '/class/mentat' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mentat' })).toBeVisible();
    await expect(canvas.getByText('Video coming soon')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The dropdown lists every class by name; choosing one opens that class. */
export const DropdownNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Trooper' });
    const picker = canvas.getByLabelText('Choose a class');
    await expect(picker).toHaveValue('trooper');
    await expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(CLASSES.map((cls) => cls.name));

    await userEvent.selectOptions(picker, 'Swordmaster');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Swordmaster' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/class/swordmaster');
    await expect(canvas.getByLabelText('Choose a class')).toHaveValue('swordmaster');
    await waitFor(() =>
      expect(drawnTrees(canvasElement)).toEqual(['The Blade', 'The Will', 'The Way']),
    );
    await waitFor(() => expect(document.title).toBe('Arrakis Planner | Swordmaster'));
  },
};

/** A spinner while the class loads. */
export const Loading: Story = {
  parameters: {
    api: { ...gameApi(), '/api/classes/trooper': pending() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The call opens the planner on the class's trees. */
export const PlanThisClass: Story = {
  parameters: { router: { path: '/class/:slug', initialEntry: '/class/mentat' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Plan a Mentat build' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      '/skill-trees?class=mentat',
    );
  },
};

/** The class is here, its trees still on their way: the spinner. */
export const TreesLoading: Story = {
  parameters: {
    api: { ...gameApi(), '/api/classes/trooper/trees-with-skills': pending() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.queryByTestId('skill-tree')).toBeNull();
  },
};

/** The trees could not be loaded: the page's load error. */
export const TreesError: Story = {
  parameters: {
    api: {
      ...gameApi(),
      '/api/classes/trooper/trees-with-skills': failWith(500, 'Internal Server Error'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
  },
};

/** An unknown class (404) offers the way home. */
export const NotFound: Story = {
  parameters: {
    router: { path: '/class/:slug', initialEntry: '/class/fremen' },
    api: { '/api/classes': CLASSES, '/api/skill-trees': SKILL_TREES },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Class Not Found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('This class is not available or has no skill trees defined yet.'),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Class Not Found');
    await userEvent.click(canvas.getByRole('link', { name: 'Return Home' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(/^\/$/);
  },
};

/** Any other failure. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    api: { ...gameApi(), '/api/classes/trooper': failWith(500, 'Internal Server Error') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
    await expect(canvas.queryByText('Class Not Found')).toBeNull();
  },
};

/** Phones: the header, dropdown, call, video note and trees stack in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: {
    router: { path: '/class/:slug', initialEntry: '/class/bene-gesserit-acolyte' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bene Gesserit Acolyte' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Choose a class')).toBeVisible();
    await expect(canvas.getByText('Video coming soon')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Plan a Bene Gesserit Acolyte build' }),
    ).toBeVisible();
    await expect(drawnTrees(canvasElement)).toEqual(['Weirding Way', 'The Voice', 'Body Control']);
    const [first, second] = canvas.getAllByTestId('skill-tree');
    // Stacked: the second tree starts below the first.
    await expect(must(second).getBoundingClientRect().top).toBeGreaterThan(
      must(first).getBoundingClientRect().bottom - 1,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
