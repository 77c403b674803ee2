import { isBuildDiffEmpty, type BuildDiff } from '../../skills/buildDiff';
import { EmptyText } from '../panels/Panel';
import { DiffSection } from './DiffSection';
import { NO_DIFFERENCES } from './diffText';
import { GuideDiffView } from './GuideDiffView';
import { ModifiersDiffList } from './ModifiersDiffList';
import { SkillPointsDiffTable } from './SkillPointsDiffTable';
import { SkillsDiffList } from './SkillsDiffList';
import { SlotsDiffList } from './SlotsDiffList';
import { TagsDiffList } from './TagsDiffList';
import { TitleDiffView } from './TitleDiffView';

/** What the diff view shows: the diff, and what to call its two sides. */
export interface BuildDiffViewProps {
  diff: BuildDiff;
  /** The first side, e.g. "Revision 3" or "A". */
  labelA: string;
  /** The second side, e.g. "Revision 5" or "B". */
  labelB: string;
  /** The level of the parts' headings, below the page's or panel's own. */
  headingLevel?: 2 | 3;
}

/**
 * A build diff from props alone, so a saved build's revisions, the compare page and the patch
 * report show one diff the same way: a part per kind of change under its heading, only the parts
 * that changed, and "No differences." when nothing did.
 */
export function BuildDiffView({ diff, labelA, labelB, headingLevel = 3 }: BuildDiffViewProps) {
  if (isBuildDiffEmpty(diff)) return <EmptyText>{NO_DIFFERENCES}</EmptyText>;
  const { skills, skillPoints } = diff;
  const labels = { labelA, labelB };
  const section = { headingLevel };
  const points = skillPoints.difference;
  const skillsChanged = skills.added.length + skills.removed.length + skills.changed.length > 0;
  const pointsChanged =
    points.total !== 0 ||
    points.cap !== 0 ||
    Object.values(points.byClass).some((d) => d !== 0) ||
    diff.gameMode !== null ||
    diff.character !== null ||
    diff.customCap !== null;
  const tagCount =
    diff.tags.added.length +
    diff.tags.removed.length +
    diff.typeTags.added.length +
    diff.typeTags.removed.length;
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="build-diff">
      <p className="text-sm text-sand-300">
        Changes from <strong className="text-sand-100">{labelA}</strong> to{' '}
        <strong className="text-sand-100">{labelB}</strong>.
      </p>
      {(diff.title || diff.description) && (
        <DiffSection title="Title" {...section}>
          <TitleDiffView title={diff.title} description={diff.description} {...labels} />
        </DiffSection>
      )}
      {skillsChanged && (
        <DiffSection title="Skills" {...section}>
          <SkillsDiffList skills={skills} {...labels} />
        </DiffSection>
      )}
      {pointsChanged && (
        <DiffSection title="Skill points" {...section}>
          <SkillPointsDiffTable diff={diff} {...labels} />
        </DiffSection>
      )}
      {diff.modifiers.length > 0 && (
        <DiffSection title="Modifiers" {...section}>
          <ModifiersDiffList modifiers={diff.modifiers} />
        </DiffSection>
      )}
      {diff.slots.length > 0 && (
        <DiffSection title="Active slots" {...section}>
          <SlotsDiffList slots={diff.slots} />
        </DiffSection>
      )}
      {tagCount > 0 && (
        <DiffSection title="Tags" {...section}>
          <TagsDiffList tags={diff.tags} typeTags={diff.typeTags} />
        </DiffSection>
      )}
      {diff.guide && (
        <DiffSection title="Guide" {...section}>
          <GuideDiffView lines={diff.guide} />
        </DiffSection>
      )}
    </div>
  );
}
