import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClassDetailPage } from '../../../src/site/classes/ClassDetailPage';
import { withPageFrame } from '../../fixtures/decorators';
import { CLASSES, gameApi, SKILL_TREES } from '../../fixtures/gameFixtures';
import { failWith, pending } from '../../fixtures/mockApi';

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

/** Trooper: name, description, trees and the class video (lazy YouTube embed). */
export const WithVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trooper' })).toBeVisible();
    await expect(document.title).toBe('Arrakis Planner | Trooper');
    await expect(canvas.getByText(/Firearms and explosives specialist/)).toBeVisible();
    const chips = within(canvas.getByRole('list', { name: 'Trooper skill trees' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Gunnery',
      'Suspensor Training',
      'Tactical Tech',
    ]);
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
    const chips = within(canvas.getByRole('list', { name: 'Swordmaster skill trees' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'The Blade',
      'The Will',
      'The Way',
    ]);
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

/** Phones: the header, dropdown and video stack in one column. */
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
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
