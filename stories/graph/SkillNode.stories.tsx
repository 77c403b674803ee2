import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../../src/graph/graph.css';
import type { SkillNodeViewProps } from '../../src/graph/nodes/SkillNodeView';
import { SkillNodeView } from '../../src/graph/nodes/SkillNodeView';
import type { SkillType } from '../../src/skills/gameData';

/**
 * Every shape × every state of a skill node, side by side. States differ by stroke style,
 * badge, icon strength, pips or ring, not by colour alone.
 */
const meta = {
  title: 'Graph/Skill node',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Real skills with their trees (Explorer, Gunnery): a tree's class picks the icons' sprite. */
const SHAPES: { type: SkillType; name: string; icon: string; treeId: number }[] = [
  { type: 'Ability', name: 'Suspensor Pad', icon: 'jump-across', treeId: 8 },
  { type: 'Passive', name: 'Ranged Damage', icon: 'bullets', treeId: 1 },
  { type: 'Technique', name: 'Center of Mass', icon: 'human-target', treeId: 1 },
];

type StateRow = { label: string } & Omit<SkillNodeViewProps, 'skill'>;

const base = { maxLevel: 3, isRed: false, readOnly: false, search: null } as const;

const STATES: StateRow[] = [
  { label: 'Locked', ...base, level: 0, status: 'locked' },
  { label: 'Available', ...base, level: 0, status: 'available' },
  { label: 'Cannot afford', ...base, level: 0, status: 'unaffordable' },
  { label: 'Allocated (1 of 3)', ...base, level: 1, status: 'allocated' },
  { label: 'Allocated (2 of 3)', ...base, level: 2, status: 'allocated' },
  { label: 'Fully allocated', ...base, level: 3, status: 'maxed' },
  { label: 'Fully allocated (1 of 1)', ...base, level: 1, maxLevel: 1, status: 'maxed' },
  { label: 'Red (no advanced trainer)', ...base, level: 2, status: 'allocated', isRed: true },
  { label: 'Search match', ...base, level: 0, status: 'available', search: 'match' },
  { label: 'Not a search match', ...base, level: 0, status: 'available', search: 'miss' },
  { label: 'Focused', ...base, level: 1, status: 'allocated', focused: true },
  { label: 'Read-only, taken', ...base, level: 2, status: 'allocated', readOnly: true },
  { label: 'Read-only, not taken', ...base, level: 0, status: 'locked', readOnly: true },
];

export const StateMatrix: Story = {
  render: () => (
    <div className="sg-root" style={{ height: 'auto', padding: 24, borderRadius: 0 }}>
      <table className="text-left text-sm">
        <thead>
          <tr>
            <th className="px-3 pb-3 text-sand-300">State</th>
            {SHAPES.map((shape) => (
              <th key={shape.type} className="px-3 pb-3 text-center text-spice-200">
                {shape.type}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {STATES.map(({ label, ...state }) => (
            <tr key={label}>
              <th scope="row" className="px-3 font-semibold text-sand-200">
                {label}
              </th>
              {SHAPES.map((shape) => (
                <td key={shape.type} className="px-3 py-2" data-testid={`${label}/${shape.type}`}>
                  <SkillNodeView
                    skill={{
                      name: shape.name,
                      type: shape.type,
                      icon_name: shape.icon,
                      treeId: shape.treeId,
                    }}
                    {...state}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 13 states × 3 shapes, each with its shape and its level pill.
    await expect(canvasElement.querySelectorAll('.sg-node__view')).toHaveLength(39);
    await expect(canvasElement.querySelectorAll('circle.sg-body')).toHaveLength(13);
    await expect(canvasElement.querySelectorAll('polygon.sg-body')).toHaveLength(26);
    // Each node draws its skill's own icon with one <use> of the icon sprite.
    const icons = [...canvasElement.querySelectorAll('use.sg-icon')];
    await expect(icons).toHaveLength(39);
    await expect(
      canvas.getByTestId('Locked/Passive').querySelector('use.sg-icon')?.getAttribute('href'),
    ).toMatch(/skill-icons-trooper[^#]*#bullets$/);
    // Each class's icons come from its own sprite.
    await expect(
      canvas.getByTestId('Locked/Ability').querySelector('use.sg-icon')?.getAttribute('href'),
    ).toMatch(/skill-icons-planetologist[^#]*#jump-across$/);
    await expect(canvasElement.querySelectorAll('image')).toHaveLength(0);
    await expect(within(canvas.getByTestId('Locked/Ability')).getByText('0/3')).toBeInTheDocument();
    await expect(
      canvas.getByTestId('Locked/Ability').querySelector('.sg-badge--locked'),
    ).not.toBeNull();
    await expect(
      canvas.getByTestId('Red (no advanced trainer)/Passive').querySelector('.sg-badge--red'),
    ).not.toBeNull();
  },
};
