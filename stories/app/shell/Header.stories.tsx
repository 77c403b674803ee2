import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaticSessionProvider } from '../../../src/api/session/SessionProvider';
import { Header, TAGLINE } from '../../../src/app/shell/Header';
import { NAV_ITEMS } from '../../../src/app/shell/navigation';
import { QUICK_SEARCH_TEXTS } from '../../../src/community/quickSearch/quickSearchTexts';
import { expectPhoneLayout, PHONE, storyUser, withNarrowPhone } from '../../account/fixtures';
import { serveNotifications } from '../../notifications/fixtures';

const meta = {
  title: 'App/Shell/Header',
  component: Header,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story on `path` whose play checks that exactly `label` is the highlighted section. */
function highlighted(path: string, label: string): Story {
  return {
    parameters: { router: { initialEntry: path } },
    play: async ({ canvasElement }) => {
      const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      for (const item of NAV_ITEMS.filter((entry) => entry.label !== label)) {
        await expect(nav.getByRole('link', { name: item.label })).not.toHaveAttribute(
          'aria-current',
        );
      }
    },
  };
}

/** Logged out on Home: brand, tagline, donation link, Login link; no section highlighted. */
export const LoggedOut: Story = {
  parameters: { router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Arrakis Planner')).toBeVisible();
    await expect(canvas.getByText(TAGLINE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Support Arrakis Planner' })).toHaveAttribute(
      'href',
      '/about#support',
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(NAV_ITEMS.map((i) => i.label));
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const ClassesHighlighted = highlighted('/classes', 'Classes');
/** Any path starting with /class highlights Classes, including one class. */
export const ClassDetailHighlightsClasses = highlighted('/class/mentat', 'Classes');
export const PlanCharactersHighlighted = highlighted('/skill-trees', 'Plan Characters');
export const CommunityBuildsHighlighted = highlighted('/community-builds', 'Community Builds');
/** The build viewer belongs to Community Builds. */
export const BuildViewerHighlightsCommunityBuilds = highlighted(
  '/build-viewer/42',
  'Community Builds',
);
/** News, after Community Builds, is highlighted on /news. */
export const NewsHighlighted = highlighted('/news', 'News');
export const GuildAdBoardHighlighted = highlighted('/guild-board', 'Guild Ad Board');
export const AboutHighlighted = highlighted('/about', 'About');
export const FeedbackHighlighted = highlighted('/feedback', 'Feedback');

/** Clicking a section moves the highlight to it. */
export const NavigatingMovesHighlight: Story = {
  parameters: { router: { initialEntry: '/about' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('link', { name: 'Guild Ad Board' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/guild-board');
    await expect(nav.getByRole('link', { name: 'Guild Ad Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  },
};

/** Phones: the navigation hides behind a menu button; Escape closes it. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { router: { initialEntry: '/classes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Plan Characters' })).toBeNull();

    // The keyboard opens it, Escape closes it and focus returns to the button.
    button.focus();
    await userEvent.keyboard('{Enter}');
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Plan Characters' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Plan Characters' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    // Open it again and leave it open for the picture.
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const item of NAV_ITEMS) {
      await expect(nav.getByRole('link', { name: item.label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Classes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Support Arrakis Planner' })).toBeVisible();
  },
};

/** Choosing a section in the phone menu navigates and closes the menu. */
export const MobileMenuClosesOnNavigation: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(canvas.getByRole('link', { name: 'About' }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/about');
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'About' })).toBeNull();
  },
};

/** Tablets and up show the navigation inline; there is no menu button. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  parameters: { router: { initialEntry: '/classes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Community Builds' })).toBeVisible();
  },
};

/**
 * The quick search: "/" outside a field and Ctrl+K open it, Escape closes it and gives focus
 * back; the header's link opens it too; a "/" typed in its box is a character.
 */
export const QuickSearch: Story = {
  parameters: { router: { initialEntry: '/classes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const document_ = within(document.body);
    const open = canvas.getByRole('link', { name: QUICK_SEARCH_TEXTS.button });
    await expect(open).toHaveAttribute('href', '/community-builds');
    await expect(open).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');

    await userEvent.keyboard('/');
    const dialog = await document_.findByRole('dialog', { name: QUICK_SEARCH_TEXTS.title });
    const box = within(dialog).getByRole('searchbox');
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('a/b');
    await expect(box).toHaveValue('a/b');
    await expect(document_.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document_.queryByRole('dialog')).toBeNull());

    await userEvent.keyboard('{Control>}k{/Control}');
    await document_.findByRole('dialog', { name: QUICK_SEARCH_TEXTS.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document_.queryByRole('dialog')).toBeNull());

    await userEvent.click(open);
    await document_.findByRole('dialog', { name: QUICK_SEARCH_TEXTS.title });
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/classes');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** The quick search's button on the narrowest phone, beside Login and the menu: all fit. */
export const QuickSearchOnPhone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  parameters: { router: { initialEntry: '/' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: QUICK_SEARCH_TEXTS.button }),
    ).toBeVisible();
    await expectPhoneLayout(canvasElement);
  },
};

/** The header three times: while the session loads, for a visitor, and for a player. */
function EverySession() {
  return (
    <>
      <StaticSessionProvider user={null} isLoading>
        <Header />
      </StaticSessionProvider>
      <StaticSessionProvider user={null}>
        <Header />
      </StaticSessionProvider>
      <StaticSessionProvider user={storyUser}>
        <Header />
      </StaticSessionProvider>
    </>
  );
}

/**
 * A story at `globals`' width whose play checks that the header is as tall in every session
 * state (the page below never moves when the session arrives) and the brand never runs under
 * the buttons beside it.
 */
function sameHeightInEverySession(globals?: Story['globals'], decorators: Decorator[] = []): Story {
  return {
    ...(globals ? { globals } : {}),
    decorators,
    beforeEach: serveNotifications(() => []).beforeEach,
    render: () => <EverySession />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('button', { name: new RegExp(storyUser.username) });
      await canvas.findByTestId('notification-bell');
      const headers = [...canvasElement.querySelectorAll('header')];
      await expect(headers).toHaveLength(3);
      const heights = headers.map((header) => header.getBoundingClientRect().height);
      await expect(heights).toEqual([heights[0], heights[0], heights[0]]);
      for (const header of headers) {
        const name = within(header).getByText('Arrakis Planner');
        const box = name.getBoundingClientRect();
        const buttons = header.querySelector('.ml-auto')?.getBoundingClientRect();
        await expect(box.left + name.scrollWidth).toBeLessThanOrEqual(buttons?.left ?? 0);
      }
    },
  };
}

export const SameHeightInEverySessionOnPhone = sameHeightInEverySession(PHONE);
export const SameHeightInEverySessionOnNarrowPhone = sameHeightInEverySession(PHONE, [
  withNarrowPhone,
]);
export const SameHeightInEverySessionOnTablet = sameHeightInEverySession({
  viewport: { value: 'tablet' },
});
export const SameHeightInEverySessionOnDesktop = sameHeightInEverySession();
