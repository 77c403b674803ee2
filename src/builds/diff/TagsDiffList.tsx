import type { TagsDiff } from '../../skills/buildDiff';
import { ChangeMark } from './DiffSection';

/** The tags and type tags one side has and the other has not. */
export function TagsDiffList({
  tags,
  typeTags,
}: {
  tags: TagsDiff<string>;
  typeTags: TagsDiff<string>;
}) {
  const rows = [
    ...[...tags.added, ...typeTags.added].map((tag) => ({ tag, kind: 'added' as const })),
    ...[...tags.removed, ...typeTags.removed].map((tag) => ({ tag, kind: 'removed' as const })),
  ];
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags that differ">
      {rows.map(({ tag, kind }) => (
        <li
          key={tag}
          className="flex items-center gap-2 rounded-full border border-sand-700 bg-sand-950/60 py-1 pr-3 pl-1 text-sm text-sand-100"
        >
          <ChangeMark kind={kind} />
          {tag}
        </li>
      ))}
    </ul>
  );
}
