import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AbilityIcons } from '../../../src/builds/cards/AbilityIcons';
import { CardClasses } from '../../../src/builds/cards/CardClasses';
import { TreeThumbnail } from '../../../src/builds/cards/TreeThumbnail';
import { VersionStatusMark } from '../../../src/builds/cards/VersionStatusMark';
import { PHONE, withNarrowPhone } from '../../account/fixtures';
import {
  NEEDS_ATTENTION,
  NO_ABILITIES,
  STORY_THUMBNAIL,
  TROOPER_ABILITIES,
  VALID_NOW,
} from '../../fixtures/cardFacts';
import { abilityNames, expectThumbnail } from '../../fixtures/cardFactsChecks';

/**
 * The parts a build card draws besides its texts: its trees, classes, active abilities and its
 * status on the current game version.
 */
const meta = {
  title: 'Builds/Card parts',
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three abilities: each slot an icon of its class's sprite, named for screen readers. */
export const Abilities: Story = {
  render: () => <AbilityIcons abilities={TROOPER_ABILITIES} />,
  play: async ({ canvasElement }) => {
    await expect(abilityNames(canvasElement)).toEqual([
      'Shigawire Claw',
      'Explosive Grenade',
      'Assault Seeker',
    ]);
    await expect(canvasElement.querySelectorAll('use')).toHaveLength(3);
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveAttribute(
      'title',
      'Shigawire Claw',
    );
  },
};

/** No ability chosen: three empty slots, drawn empty and named so. */
export const NoAbilities: Story = {
  render: () => <AbilityIcons abilities={NO_ABILITIES} />,
  play: async ({ canvasElement }) => {
    await expect(abilityNames(canvasElement)).toEqual(['Empty slot', 'Empty slot', 'Empty slot']);
    await expect(canvasElement.querySelector('use')).toBeNull();
  },
};

/** A build in two classes: the selected one first, the other after a plus read as text. */
export const Classes: Story = {
  render: () => <CardClasses classes={['swordmaster', 'trooper']} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')?.textContent).toBe('Swordmaster+Trooper');
    await expect(within(canvasElement).getByText('+')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The trees as the server drew them: named, lazy, its place kept before it loads. */
/** Both statuses: the words carry the meaning; the mark is hidden from screen readers. */
export const VersionStatus: Story = {
  render: () => (
    <p className="flex flex-col gap-2">
      <VersionStatusMark status={VALID_NOW} />
      <VersionStatusMark status={NEEDS_ATTENTION} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('valid on 1.5.3.6')).not.toHaveClass('text-danger-400');
    await expect(canvas.getByText('needs attention')).toHaveClass('text-danger-400');
    const marks = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect([...marks].map((mark) => mark.textContent)).toEqual(['✓ ', '⚠ ']);
  },
};

export const Thumbnail: Story = {
  render: () => <TreeThumbnail src={STORY_THUMBNAIL} />,
  play: async ({ canvasElement }) => {
    await expectThumbnail(canvasElement);
  },
};

/** On a narrow phone the thumbnail fills the card's width and the slots stay thumb-sized. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  render: () => (
    <div className="flex flex-col gap-3">
      <TreeThumbnail src={STORY_THUMBNAIL} />
      <AbilityIcons abilities={TROOPER_ABILITIES} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectThumbnail(canvasElement);
    const slot = within(canvasElement).getAllByRole('listitem')[0] as HTMLElement;
    await expect(Math.round(slot.getBoundingClientRect().height)).toBeGreaterThanOrEqual(40);
  },
};
