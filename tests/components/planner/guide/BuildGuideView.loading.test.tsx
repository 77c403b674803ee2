import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuildGuideView } from '../../../../src/builds/guide/BuildGuideView';

// A file of its own: the markdown renderer must not have been loaded by an earlier test.
describe('BuildGuideView while the markdown renderer loads', () => {
  it('shows the plain text while the markdown renderer loads, then the rendered guide', async () => {
    render(<BuildGuideView markdown={'# Rotation\n\nParry first.'} />);
    // Before the lazy renderer has arrived: the guide as typed, nothing hidden.
    expect(screen.getByText(/# Rotation/)).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Rotation' });
    expect(heading.tagName).toBe('H3');
    expect(screen.queryByText(/# Rotation/)).not.toBeInTheDocument();
  });
});
