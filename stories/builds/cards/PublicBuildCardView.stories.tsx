import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublicBuildCardView } from '../../../src/builds/cards/PublicBuildCardView';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../../account/fixtures';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { publicBuild, TAGGED_BUILD, TIME_ZONE, UNTAGGED_BUILD } from '../../community/fixtures';
import { NEEDS_ATTENTION, VALID_NOW } from '../../fixtures/cardFacts';
import { abilityNames, expectThumbnail } from '../../fixtures/cardFactsChecks';

/** A card as wide as one column of the list on a wide screen. */
const withCardWidth: Decorator = (Story) => (
  <div className="mx-auto max-w-sm p-6">
    <Story />
  </div>
);

/** One Public build's card in the community list. */
const meta = {
  title: 'Community/PublicBuildCard',
  component: PublicBuildCardView,
  decorators: [withCardWidth],
  args: { build: TAGGED_BUILD, timeZone: TIME_ZONE },
  parameters: { router: { path: '/community-builds', initialEntry: '/community-builds' } },
} satisfies Meta<typeof PublicBuildCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every text of the card, exactly: 2 of its 3 main tags and 1 of its 2 type tags. */
export const Tagged: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Sandrider Sniper' }));
    await expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('Sandrider Sniper');
    await expect(card.getByRole('link', { name: 'Chani' })).toHaveAttribute('href', '/user/Chani');
    await expect(card.getByText('Trooper')).toBeVisible();
    await expect(card.getByText('42 likes')).toBeVisible();
    await expect(card.getByText('Nov 20, 2026')).toBeVisible();
    const tags = within(card.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual([
      'Sniper',
      'PvP Combat Build',
      'Deep Desert Build',
    ]);
    await expect(
      card.getByText(
        'Long-range Trooper for the Deep Desert. Snipe from the rocks, never the sand.',
      ),
    ).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Build' })).toHaveAttribute(
      'href',
      '/build-viewer/b00001',
    );
    await expectNoApiRequest();
  },
};

/** The build seen at a glance: its trees drawn small, points spent and its three abilities. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Sandrider Sniper' });
    await expectThumbnail(article);
    await expect(within(article).getByText('41 SP')).toBeVisible();
    await expect(abilityNames(article)).toEqual([
      'Shigawire Claw',
      'Explosive Grenade',
      'Assault Seeker',
    ]);
    await expect(within(article).getByTitle('Explosive Grenade')).toBeVisible();
    // Each icon is the planner's own: the symbol in the Trooper's sprite of skill icons.
    const icon = within(article).getByTitle('Shigawire Claw').querySelector('use');
    await expect(icon?.getAttribute('href')).toMatch(/skill-icons-trooper[^#]*#grapple$/);
  },
};

/** A build with no active ability: three empty slots, each named as empty. */
export const NoAbilities: Story = {
  args: { build: UNTAGGED_BUILD },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Plain Mentat' });
    await expect(abilityNames(article)).toEqual(['Empty slot', 'Empty slot', 'Empty slot']);
    await expect(article.querySelector('use')).toBeNull();
    await expect(within(article).getAllByTitle('Empty slot')).toHaveLength(3);
  },
};

/** Points spent in several classes: every class is named, the selected one first. */
export const MultiClass: Story = {
  args: {
    build: publicBuild(4, {
      title: 'Mind Over Rifle',
      selected_class: 'mentat',
      classes: ['mentat', 'trooper', 'swordmaster'],
    }),
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Mind Over Rifle' });
    const byline = within(article).getByText('by', { exact: false });
    await expect(byline.textContent).toMatch(/Mentat.*Trooper.*Swordmaster/);
    await expect(within(article).getByText('Mentat')).toBeVisible();
    await expect(within(article).getByText('Swordmaster')).toBeVisible();
  },
};

/** No tag at all: 'No tags'; one like reads '1 like'. */
export const Untagged: Story = {
  args: { build: UNTAGGED_BUILD },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Plain Mentat' }));
    await expect(card.getByText('No tags')).toBeVisible();
    await expect(card.queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect(card.getByText('1 like')).toBeVisible();
    await expect(card.getByText('Mentat')).toBeVisible();
  },
};

/** View Build opens the build's viewer page. */
export const ViewBuildOpensTheViewer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'View Build' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/build-viewer/b00001');
  },
};

/** The longest texts a player may write wrap inside the card on the narrowest phone. */
export const LongTextsOnPhone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: {
    build: publicBuild(3, {
      title: 'Kwisatz-Haderach-prescience-through-the-spice-trance-and-the-wat',
      username: 'a-very-long-player-handle-that-goes-on-and-on-and-on',
      description: 'Shai-Hulud-rides-the-deep-desert-under-two-moons-'.repeat(5),
    }),
  },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    // The thumbnail shrinks with the card rather than widening it.
    await expectThumbnail(within(canvasElement).getByRole('article'));
  },
};

/** A build planned for a character: a small chip names its level and Combat level. */
export const WithCharacter: Story = {
  args: { build: { ...TAGGED_BUILD, character: { level: 60, combatLevel: 48 } } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Sandrider Sniper' }));
    await expect(card.getByTestId('card-character')).toHaveTextContent(/^Lv 60 · Combat 48$/);
    await expect(card.getByText('Planned for')).toHaveClass('sr-only');
  },
};

/** A character without Combat specialisation: its level alone. */
export const CharacterWithoutCombat: Story = {
  args: { build: { ...TAGGED_BUILD, character: { level: 35, combatLevel: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('card-character')).toHaveTextContent(/^Lv 35$/);
  },
};

/** A build that states no character: no chip. */
export const WithoutCharacter: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('card-character')).toBeNull();
  },
};

/** The chip on the narrowest phone: inside the card. */
export const WithCharacterOnPhone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { build: { ...TAGGED_BUILD, character: { level: 200, combatLevel: 100 } } },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    await expect(within(canvasElement).getByTestId('card-character')).toHaveTextContent(
      'Lv 200 · Combat 100',
    );
  },
};

/** The status of a build that fits the current game version: in words, marked as fine. */
export const ValidOnCurrentVersion: Story = {
  args: { build: { ...TAGGED_BUILD, version_status: VALID_NOW } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Sandrider Sniper' }));
    await expect(card.getByText('Status')).toBeVisible();
    await expect(card.getByText('valid on 1.5.3.6')).toBeVisible();
    await expect(card.queryByText('needs attention')).toBeNull();
    await expectNoApiRequest();
  },
};

/** A build made on an older version that no longer fits: "needs attention", in words. */
export const NeedsAttention: Story = {
  args: { build: { ...TAGGED_BUILD, version_status: NEEDS_ATTENTION } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Sandrider Sniper' }));
    const status = card.getByText('needs attention');
    await expect(status).toBeVisible();
    // The mark beside the words is decoration: the words alone are read out.
    await expect(status.closest('dd')).toHaveTextContent('⚠ needs attention');
    await expect(status.closest('dd')?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(card.queryByText(/valid on/)).toBeNull();
    await expectNoApiRequest();
  },
};

/** The status on a phone: still in words, inside the card. */
export const NeedsAttentionOnPhone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { build: { ...TAGGED_BUILD, version_status: NEEDS_ATTENTION } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('needs attention')).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

/** A card whose answer counts favourites: a star and the number beside the likes, read out in words. */
export const WithFavourites: Story = {
  args: { build: { ...TAGGED_BUILD, favourites: 3 } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Sandrider Sniper' }));
    const favourites = card.getByTestId('card-favourites');
    await expect(favourites).toHaveTextContent('★ 3');
    await expect(card.getByText('3 favourites')).toHaveClass('sr-only');
    await expect(card.getByText('42 likes').closest('div')?.nextElementSibling).toBe(favourites);
  },
};

/** One favourite reads in the singular; none reads 0. */
export const OneFavourite: Story = {
  args: { build: { ...TAGGED_BUILD, favourites: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 favourite')).toBeInTheDocument();
  },
};

/** An answer without the count (kept from before favourites): no star at all. */
export const WithoutFavouriteCount: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('card-favourites')).toBeNull();
  },
};

/** The count on the narrowest phone: nothing runs off the side. */
export const WithFavouritesOnPhone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { build: { ...TAGGED_BUILD, favourites: 1234 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('card-favourites')).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};
