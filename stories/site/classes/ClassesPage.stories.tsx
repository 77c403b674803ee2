import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassesPage } from '../../../src/site/classes/ClassesPage';
import { withPageFrame } from '../../fixtures/decorators';
import { CLASSES, gameApi, SKILL_TREES } from '../../fixtures/gameFixtures';
import { failWith, pending } from '../../fixtures/mockApi';

const meta = {
  title: 'Site/Classes/ClassesPage',
  component: ClassesPage,
  decorators: [withPageFrame],
  parameters: { router: { path: '/classes', initialEntry: '/classes' }, api: gameApi() },
} satisfies Meta<typeof ClassesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const NAMES_BY_ID = ['Trooper', 'Mentat', 'Planetologist', 'Bene Gesserit Acolyte', 'Swordmaster'];

/** Five cards sorted by class id (here the API answers in reverse), three per row on desktop. */
export const Full: Story = {
  parameters: {
    api: { ...gameApi(), '/api/classes': [...CLASSES].reverse() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome to the Skill Explorer' }),
    ).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Classes');
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(NAMES_BY_ID);
    await expect(canvas.getByRole('link', { name: 'Bene Gesserit Acolyte' })).toHaveAttribute(
      'href',
      '/class/bene-gesserit-acolyte',
    );
    const chips = within(canvas.getByRole('list', { name: 'Mentat skill trees' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Mental Calculus',
      'Assassination',
      'Tactician',
    ]);
    // Three columns on a desktop: the first three cards share a row.
    const cards = headings.map((h) => h.closest('li')?.getBoundingClientRect().top ?? -1);
    await expect(new Set(cards.slice(0, 3).map(Math.round)).size).toBe(1);
    await expect(Math.round(cards[3] ?? 0)).toBeGreaterThan(Math.round(cards[0] ?? 0));
  },
};

/** A spinner announced as "Loading…" while the classes load. */
export const Loading: Story = {
  parameters: { api: { '/api/classes': pending(), '/api/skill-trees': SKILL_TREES } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The classes fail to load. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    api: {
      '/api/classes': failWith(500, 'Internal Server Error'),
      '/api/skill-trees': SKILL_TREES,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The trees fail to load: the page cannot show its cards either. */
export const SkillTreesError: Story = {
  parameters: {
    api: { '/api/classes': CLASSES, '/api/skill-trees': failWith(503, '') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
  },
};

/** One column on phones. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(5);
    const lefts = headings.map((h) =>
      Math.round(h.closest('li')?.getBoundingClientRect().left ?? -1),
    );
    await expect(new Set(lefts).size).toBe(1);
  },
};

/** Two columns on tablets. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => {
    const headings = await within(canvasElement).findAllByRole('heading', { level: 2 });
    const lefts = headings.map((h) =>
      Math.round(h.closest('li')?.getBoundingClientRect().left ?? -1),
    );
    await expect(new Set(lefts).size).toBe(2);
  },
};
