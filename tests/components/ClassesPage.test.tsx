import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClassesPage } from '../../src/site/classes/ClassesPage';
import { CLASSES, SKILL_TREES } from '../../stories/fixtures/gameFixtures';
import { failWith, pending } from '../../stories/fixtures/mockApi';
import { renderPage } from './renderPage';

const route = { path: '/classes', url: '/classes' };

describe('ClassesPage', () => {
  it('shows a labelled spinner while loading', () => {
    renderPage(<ClassesPage />, {
      ...route,
      api: { '/api/classes': pending(), '/api/skill-trees': pending() },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to the Skill Explorer',
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(document.title).toBe('Arrakis Planner | Classes');
  });

  it('shows the class cards sorted by id with their trees', async () => {
    renderPage(<ClassesPage />, {
      ...route,
      api: { '/api/classes': [...CLASSES].reverse(), '/api/skill-trees': SKILL_TREES },
    });
    const names = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(names).toEqual([
      'Trooper',
      'Mentat',
      'Planetologist',
      'Bene Gesserit Acolyte',
      'Swordmaster',
    ]);
    expect(screen.getByRole('link', { name: 'Planetologist' })).toHaveAttribute(
      'href',
      '/class/planetologist',
    );
    const swordmaster = screen.getByRole('list', { name: 'Swordmaster skill trees' });
    expect(
      within(swordmaster)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The Blade', 'The Will', 'The Way']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Dune: Awakening classes'),
    );
  });

  it('shows only Scientist, Explorer and Mechanic for Planetologist', async () => {
    renderPage(<ClassesPage />, {
      ...route,
      api: {
        '/api/classes': CLASSES,
        '/api/skill-trees': [...SKILL_TREES, { id: 40, classId: 3, name: 'Harvester', order: 3 }],
      },
    });
    const list = await screen.findByRole('list', { name: 'Planetologist skill trees' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Scientist', 'Explorer', 'Mechanic']);
  });

  it('shows the spec error text when a request fails', async () => {
    renderPage(<ClassesPage />, {
      ...route,
      api: { '/api/classes': failWith(500, 'boom'), '/api/skill-trees': SKILL_TREES },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data. Please try again later.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
