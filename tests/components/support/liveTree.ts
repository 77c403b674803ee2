import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * A tree is first a static drawing; the pointer over it (as a player reaches for it) makes it
 * the interactive graph. Finds a skill's node by its accessible name, reaches for its tree and
 * waits until the graph has taken over, then returns the graph's node.
 */
export async function findLiveNode(name: RegExp): Promise<HTMLElement> {
  const drawn = await screen.findByRole('button', { name }, { timeout: 5000 });
  const drawing = drawn.closest('[data-tree-drawing]');
  if (!drawing) return drawn;
  fireEvent.pointerOver(drawn);
  await waitFor(
    () => {
      if (drawing.isConnected) throw new Error('The tree is still a drawing');
    },
    { timeout: 5000 },
  );
  return screen.getByRole('button', { name });
}
