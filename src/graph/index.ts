/** The skill-tree graph: one public component, plus the pieces other screens may reuse. */
export { SkillTreeGraph } from './SkillTreeGraph';
export type { GraphTarget, LiveGraph, SkillTreeGraphProps } from './skillTreeGraphProps';
export { SkillDetailDialog } from './SkillDetailDialog';
export type { SkillDetailDialogProps } from './SkillDetailDialog';
