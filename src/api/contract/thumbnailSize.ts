/**
 * A build card's thumbnail (`GET /api/thumbnails/{url}.png`): its three trees side by side, drawn
 * at twice the size a card shows them, so they stay sharp on dense screens. Without zod: the
 * cards read it on their first screen.
 */
export const THUMBNAIL_SIZE = { width: 720, height: 240 } as const;
