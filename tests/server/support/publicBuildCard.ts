import type { PublicBuildCard } from '../../../src/api/contract/publicBuildCards';

/** One Public build's card as `GET /api/public-builds` answers it: the community page's tests'. */
export const SANDRIDER_SNIPER_CARD: PublicBuildCard = {
  id: '00000000-0000-4000-8000-000000000001',
  url: 'b00001',
  title: 'Sandrider Sniper',
  description: 'Snipe from the rocks.',
  tags: ['Sniper'],
  type_tags: [],
  sharing: 'Public',
  likes: 3,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  username: 'Chani',
  selected_class: 'trooper',
  skillpoints: 40,
  version_status: { valid: true, label: 'valid on 1.5.3.6' },
  classes: ['trooper'],
  abilities: [{ name: 'Shigawire Claw', icon: 'grapple', tree: 3 }, null, null],
  thumbnail: '/api/thumbnails/b00001.png?v=00112233445566778899aabbccddeeff',
};
