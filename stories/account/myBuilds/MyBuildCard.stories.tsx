import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyBuildCard } from '../../../src/account/myBuilds/MyBuildCard';
import { abilityNames, expectThumbnail } from '../../fixtures/cardFactsChecks';
import { expectNoApiRequest } from '../../fixtures/noNetwork';
import { expectPhoneLayout, PHONE, withAccountFrame, withNarrowPhone } from '../fixtures';
import {
  LONG_TITLE_BUILD,
  myBuild,
  PRIVATE_BUILD,
  PUBLIC_BUILD,
  RESTRICTED_BUILD,
} from './fixtures';

/** A fixed locale, so the times read the same on every machine. */
const LOCALE = 'en-GB';

/** A build with every text as long as a player may make it: nothing may run off the card. */
const LONG_TEXTS_BUILD = myBuild(11, {
  title: LONG_TITLE_BUILD.title,
  description:
    'Kwisatz-Haderach-prescience-through-the-spice-trance-and-the-water-of-life-ritual-unbroken ' +
    'and then a long plain paragraph: hold the ridge at dusk, call the thumper, wait for the worm, '.repeat(
      3,
    ),
  tags: ['Bene Gesserit Witch', 'Crowd Controller', 'PvE Support Build', 'Sniper', 'Assassin'],
  type_tags: ['End Game Build', 'Deep Desert Build', 'Leveling Build'],
  sharing: 'Public',
  likes: 1234,
  last_viewed_at: '2026-11-21T07:45:00.000Z',
});

/** A card as wide as one column of My Builds on a wide screen. */
const withCardWidth: Decorator = (Story) => (
  <div className="mx-auto max-w-sm">
    <Story />
  </div>
);

const meta = {
  title: 'Account/MyBuilds/MyBuildCard',
  component: MyBuildCard,
  decorators: [withCardWidth, withAccountFrame],
  args: {
    build: PUBLIC_BUILD,
    loading: false,
    loadDisabled: false,
    locale: LOCALE,
    onLoad: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MyBuildCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card, found as players' assistive technology finds it: an article named by its title. */
function card(canvasElement: HTMLElement, title: string): HTMLElement {
  return within(canvasElement).getByRole('article', { name: title });
}

/** A card's fact (Sharing, likes, Created, Last viewed, Status): the value under the term. */
function fact(cardElement: HTMLElement, term: string): string {
  const label = within(cardElement).getByText(term, { selector: 'dt' });
  return label.nextElementSibling?.textContent ?? '';
}

/** The chips of the list named `name` (Tags or Type tags). */
function chips(cardElement: HTMLElement, name: string): (string | null)[] {
  const list = within(cardElement).getByRole('list', { name });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/**
 * A Public build: its likes are 'public likes', it is listed in Community Builds, its times are
 * in the player's locale, tags and type tags are chips; Load and Delete name this build.
 */
export const Public: Story = {
  play: async ({ canvasElement, args }) => {
    const article = card(canvasElement, PUBLIC_BUILD.title);
    const inCard = within(article);
    await expect(inCard.getByRole('heading', { level: 2, name: 'Sandrider Sniper' })).toBeVisible();
    await expect(
      inCard.getByText(
        'Long range gunnery with suspensor escapes. Stay on the ridge, strike first.',
      ),
    ).toBeVisible();
    await expect(fact(article, 'Sharing')).toBe('Public');
    await expect(fact(article, 'public likes')).toBe('3');
    await expect(inCard.queryByText('likes', { selector: 'dt' })).toBeNull();
    await expect(fact(article, 'Created')).toBe('14 Sept 2026, 09:30');
    await expect(fact(article, 'Last viewed')).toBe('21 Nov 2026, 07:45');
    await expect(fact(article, 'Status')).toBe('✓ valid on 1.5.3.6');
    await expect(inCard.getByText('Listed in Community Builds.')).toBeVisible();
    await expect(chips(article, 'Tags')).toEqual(['PvP Combat Build', 'Sniper']);
    await expect(chips(article, 'Type tags')).toEqual(['End Game Build', 'Deep Desert Build']);
    await expect(inCard.queryByText('No tags')).toBeNull();

    const load = inCard.getByRole('button', { name: 'Load' });
    await expect(load).toBeEnabled();
    await expect(load).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(load);
    await expect(args.onLoad).toHaveBeenCalledOnce();
    await expect(args.onLoad).toHaveBeenCalledWith(PUBLIC_BUILD);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(inCard.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(PUBLIC_BUILD);
    await expect(args.onLoad).toHaveBeenCalledOnce();
    await expectNoApiRequest();
  },
};

/** The build at a glance: its trees drawn small, its classes and points, its three abilities. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const article = card(canvasElement, PUBLIC_BUILD.title);
    const inCard = within(article);
    await expectThumbnail(article);
    await expect(inCard.getByText('Trooper')).toBeVisible();
    await expect(inCard.getByText('Mentat')).toBeVisible();
    await expect(inCard.getByText('41 SP')).toBeVisible();
    await expect(abilityNames(article)).toEqual([
      'Shigawire Claw',
      'Explosive Grenade',
      'Assault Seeker',
    ]);
    await expect(inCard.getByTitle('Assault Seeker').querySelector('use')).not.toBeNull();
    await expectNoApiRequest();
  },
};

/**
 * A Private build never viewed and without tags: plain 'likes', 'N/A' for its last-viewed time,
 * 'No tags', and a note that only its owner sees it.
 */
export const Private: Story = {
  args: { build: PRIVATE_BUILD },
  play: async ({ canvasElement, args }) => {
    const article = card(canvasElement, PRIVATE_BUILD.title);
    const inCard = within(article);
    await expect(inCard.getByText('Gathering first; fights only when cornered.')).toBeVisible();
    await expect(fact(article, 'Sharing')).toBe('Private');
    await expect(fact(article, 'likes')).toBe('0');
    await expect(inCard.queryByText('public likes')).toBeNull();
    await expect(fact(article, 'Created')).toBe('2 Oct 2026, 12:00');
    await expect(fact(article, 'Last viewed')).toBe('N/A');
    await expect(inCard.getByText('No tags')).toBeVisible();
    await expect(inCard.queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect(inCard.queryByRole('list', { name: 'Type tags' })).toBeNull();
    await expect(inCard.getByText('Only you can see it.')).toBeVisible();
    // Its owner sees its trees drawn small, as on a Public card; its slots are empty.
    await expectThumbnail(article);
    await expect(abilityNames(article)).toEqual(['Empty slot', 'Empty slot', 'Empty slot']);
    await userEvent.click(inCard.getByRole('button', { name: 'Load' }));
    await expect(args.onLoad).toHaveBeenCalledWith(PRIVATE_BUILD);
  },
};

/**
 * A build moderation flagged: Restricted, with the note telling the player why only they see it
 * and what to do; its empty description reads 'No description.'; it needs attention on 1.5.3.6.
 */
export const Restricted: Story = {
  args: { build: RESTRICTED_BUILD },
  play: async ({ canvasElement, args }) => {
    const article = card(canvasElement, RESTRICTED_BUILD.title);
    const inCard = within(article);
    await expect(fact(article, 'Sharing')).toBe('Restricted');
    await expect(fact(article, 'likes')).toBe('0');
    await expect(inCard.queryByText('public likes')).toBeNull();
    await expect(fact(article, 'Last viewed')).toBe('18 Nov 2026, 12:30');
    // Made on an older game version and no longer fitting: the words say so, not only the mark.
    await expect(fact(article, 'Status')).toBe('⚠ needs attention');
    await expect(inCard.getByText('needs attention')).toHaveClass(/text-danger-400/);
    await expect(
      inCard.getByText(
        'Flagged by moderation: only you can see it. Remove any offensive language and contact an admin through the Feedback page.',
      ),
    ).toBeVisible();
    await expect(inCard.getByText('No description.')).toBeVisible();
    await expect(chips(article, 'Tags')).toEqual(['Assassin']);
    await expect(chips(article, 'Type tags')).toEqual(['Leveling Build']);
    // A flagged build can still be loaded and deleted by its owner.
    await userEvent.click(inCard.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(RESTRICTED_BUILD);
  },
};

/** Never viewed and never timed at all: both times read 'N/A', never a broken date. */
export const NoTimes: Story = {
  args: { build: myBuild(12, { created_at: 'not a date', last_viewed_at: null }) },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement, 'Build 12');
    await expect(fact(article, 'Created')).toBe('N/A');
    await expect(fact(article, 'Last viewed')).toBe('N/A');
    await expect(within(article).queryByText(/Invalid Date/)).toBeNull();
  },
};

/** Only type tags: their chips, no 'No tags' and no empty Tags list. */
export const TypeTagsOnly: Story = {
  args: { build: myBuild(13, { type_tags: ['Deep Desert Build'] }) },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement, 'Build 13');
    await expect(chips(article, 'Type tags')).toEqual(['Deep Desert Build']);
    await expect(within(article).queryByRole('list', { name: 'Tags' })).toBeNull();
    await expect(within(article).queryByText('No tags')).toBeNull();
  },
};

/** Long unbroken title and description, many tags and a big like count all stay in the card. */
export const LongTexts: Story = {
  args: { build: LONG_TEXTS_BUILD },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement, LONG_TEXTS_BUILD.title);
    const inCard = within(article);
    await expect(fact(article, 'public likes')).toBe('1234');
    await expect(chips(article, 'Tags')).toHaveLength(5);
    await expect(chips(article, 'Type tags')).toHaveLength(3);
    const title = inCard.getByRole('heading', { level: 2 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    const description = inCard.getByText(/^Kwisatz-Haderach/);
    await expect(description.scrollWidth).toBeLessThanOrEqual(description.clientWidth);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

/** This build on its way to the planner: 'Loading...', busy and disabled; Delete still works. */
export const Loading: Story = {
  args: { loading: true, loadDisabled: true },
  play: async ({ canvasElement, args }) => {
    const inCard = within(card(canvasElement, PUBLIC_BUILD.title));
    await expect(inCard.queryByRole('button', { name: 'Load' })).toBeNull();
    const busy = inCard.getByRole('button', { name: 'Loading...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(args.onLoad).not.toHaveBeenCalled();
    const remove = inCard.getByRole('button', { name: 'Delete' });
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith(PUBLIC_BUILD);
  },
};

/** Another build is loading: this one's Load waits (disabled, not busy), no second load starts. */
export const AnotherBuildLoading: Story = {
  args: { loading: false, loadDisabled: true },
  play: async ({ canvasElement, args }) => {
    const inCard = within(card(canvasElement, PUBLIC_BUILD.title));
    const load = inCard.getByRole('button', { name: 'Load' });
    await expect(load).toBeDisabled();
    await expect(load).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(load, { pointerEventsCheck: 0 });
    await expect(args.onLoad).not.toHaveBeenCalled();
    await expect(inCard.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/**
 * On the narrowest phone: the long texts wrap, nothing runs off the side and Load and Delete are
 * thumb-sized.
 */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  args: { build: LONG_TEXTS_BUILD },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
    const article = card(canvasElement, LONG_TEXTS_BUILD.title);
    const title = within(article).getByRole('heading', { level: 2 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(within(article).getAllByRole('button')).toHaveLength(2);
    await expectThumbnail(article);
  },
};

/** A build planned for a character: a small chip under its classes names it. */
export const WithCharacter: Story = {
  args: { build: myBuild(14, { character: { level: 60, combatLevel: 48 } }) },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByTestId('card-character')).toHaveTextContent(
      /^Lv 60 · Combat 48$/,
    );
  },
};

/** A build that states no character: no chip. */
export const WithoutCharacter: Story = {
  play: async ({ canvasElement }) => {
    const article = card(canvasElement, PUBLIC_BUILD.title);
    await expect(within(article).queryByTestId('card-character')).toBeNull();
  },
};
