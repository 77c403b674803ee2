import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClassDetailPage } from '../../src/site/classes/ClassDetailPage';
import { CLASSES, gameApi, SKILL_TREES } from '../../stories/fixtures/gameFixtures';
import { failWith } from '../../stories/fixtures/mockApi';
import { renderPage } from './renderPage';

const at = (slug: string) => ({ path: '/class/:slug', url: `/class/${slug}` });

describe('ClassDetailPage', () => {
  it('shows the class, its trees and its video', async () => {
    renderPage(<ClassDetailPage />, { ...at('trooper'), api: gameApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trooper' })).toBeInTheDocument();
    expect(document.title).toBe('Arrakis Planner | Trooper');
    expect(screen.getByTitle('Trooper class video')).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('Video coming soon')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gunnery tree' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a Trooper build' })).toHaveAttribute(
      'href',
      '/skill-trees?class=trooper',
    );
  });

  it("says 'Video coming soon' without a video", async () => {
    renderPage(<ClassDetailPage />, { ...at('mentat'), api: gameApi() });
    expect(await screen.findByText('Video coming soon')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('navigates when another class is chosen', async () => {
    const user = userEvent.setup();
    renderPage(<ClassDetailPage />, { ...at('trooper'), api: gameApi() });
    await user.selectOptions(await screen.findByLabelText('Choose a class'), 'Planetologist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planetologist' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/class/planetologist');
  });

  it('shows Class Not Found for a 404', async () => {
    renderPage(<ClassDetailPage />, {
      ...at('fremen'),
      api: { '/api/classes': CLASSES, '/api/skill-trees': SKILL_TREES },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This class is not available or has no skill trees defined yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('shows the load error for other failures', async () => {
    renderPage(<ClassDetailPage />, {
      ...at('trooper'),
      api: { ...gameApi(), '/api/classes/trooper': failWith(502, 'Bad Gateway') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
    expect(screen.queryByText('Class Not Found')).not.toBeInTheDocument();
  });
});
