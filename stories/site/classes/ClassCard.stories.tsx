import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { treesOfClass } from '../../../src/api/classTrees';
import { ClassCard } from '../../../src/site/classes/ClassCard';
import { CLASSES, SKILL_TREES } from '../../fixtures/gameFixtures';
import { must } from '../../fixtures/must';

function classFixture(slug: string) {
  const cls = must(
    CLASSES.find((entry) => entry.slug === slug),
    slug,
  );
  return { cls, treeNames: treesOfClass(cls, SKILL_TREES).map((tree) => tree.name) };
}

const meta = {
  title: 'Site/Classes/ClassCard',
  component: ClassCard,
  decorators: [
    (Story) => (
      <ul className="max-w-sm p-6">
        <Story />
      </ul>
    ),
  ],
  args: classFixture('trooper'),
} satisfies Meta<typeof ClassCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, name, description and tree chips; the whole card links to the class. */
export const Trooper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Trooper' });
    await expect(link).toHaveAttribute('href', '/class/trooper');
    await expect(canvas.getByText(/Firearms and explosives specialist/)).toBeVisible();
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('src', '/images/classes/trooper.svg');
    const chips = within(canvas.getByRole('list', { name: 'Trooper skill trees' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Gunnery',
      'Suspensor Training',
      'Tactical Tech',
    ]);
    // The link's overlay covers the whole card: a tap on the description hits the link.
    const text = canvas.getByText(/Firearms and explosives specialist/).getBoundingClientRect();
    await expect(
      document.elementFromPoint(text.left + text.width / 2, text.top + text.height / 2),
    ).toBe(link);
    await userEvent.click(link);
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/class/trooper');
  },
};

/** Swordmaster's trees in display order: The Blade, The Will, The Way. */
export const Swordmaster: Story = {
  args: classFixture('swordmaster'),
  play: async ({ canvasElement }) => {
    const chips = within(
      within(canvasElement).getByRole('list', { name: 'Swordmaster skill trees' }),
    );
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'The Blade',
      'The Will',
      'The Way',
    ]);
  },
};

/** Planetologist shows only Scientist, Explorer and Mechanic, even if the data has more. */
export const PlanetologistFiltered: Story = {
  args: (() => {
    const cls = must(CLASSES.find((entry) => entry.slug === 'planetologist'));
    const trees = [...SKILL_TREES, { id: 99, classId: cls.id, name: 'Tactician', order: 3 }];
    return { cls, treeNames: treesOfClass(cls, trees).map((tree) => tree.name) };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = within(canvas.getByRole('list', { name: 'Planetologist skill trees' }));
    await expect(chips.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Scientist',
      'Explorer',
      'Mechanic',
    ]);
  },
};

/** A class without trees in the data shows no chip list. */
export const WithoutTrees: Story = {
  args: { ...classFixture('mentat'), treeNames: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mentat' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Mentat skill trees' })).toBeNull();
  },
};
