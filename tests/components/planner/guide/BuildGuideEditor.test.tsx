import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BuildGuideEditor } from '../../../../src/planner/guide/BuildGuideEditor';

function Page({ initial = '', onChange }: { initial?: string; onChange: (next: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <BuildGuideEditor
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('BuildGuideEditor', () => {
  it('counts with the engine’s counter and reports each edit', async () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Build guide' });
    expect(screen.getByText('0/4000')).toBeInTheDocument();
    await userEvent.type(field, 'Parry');
    expect(screen.getByText('5/4000')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('Parry');
  });

  it('cuts a paste to 4000 characters', () => {
    const onChange = vi.fn();
    render(<Page onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Build guide' }), {
      target: { value: 'x'.repeat(4100) },
    });
    expect(onChange).toHaveBeenLastCalledWith('x'.repeat(4000));
    expect(screen.getByText('4000/4000')).toBeInTheDocument();
  });

  it('switches to Preview with the keyboard and renders the guide', async () => {
    const user = userEvent.setup();
    render(<Page initial={'## Gear\n\n[bad](javascript:alert(1))'} onChange={vi.fn()} />);
    screen.getByRole('tab', { name: 'Write' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Gear' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Build guide' })).toBeVisible();
  });

  it('read-only shows the guide or the viewer’s empty text, and no field', () => {
    render(<BuildGuideEditor value="" onChange={vi.fn()} readOnly />);
    expect(screen.getByText('This build has no guide.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
