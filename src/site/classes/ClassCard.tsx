import { Link } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { ChipList } from '../../ui/Chip';
import type { ClassSummary } from '../../api/contract/gameCatalog';

/** A class in the class list: image, name (the link to the class), description and its trees. */
export function ClassCard({ cls, treeNames }: { cls: ClassSummary; treeNames: readonly string[] }) {
  return (
    <Card as="li" interactive className="group flex flex-col overflow-hidden">
      <div className="relative aspect-[16/9] overflow-hidden border-b border-sand-800 bg-linear-to-br from-sand-800 via-sand-900 to-spice-950">
        <img
          src={cls.imageUrl}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-4 transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="font-display text-2xl font-semibold text-sand-50">
          <Link
            to={`/class/${cls.slug}`}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-spice-200 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ibad-300"
          >
            {cls.name}
          </Link>
        </h2>
        <p className="text-sm leading-relaxed text-sand-300">{cls.description}</p>
        {treeNames.length > 0 ? (
          <div className="mt-auto pt-2">
            <ChipList label={`${cls.name} skill trees`} items={treeNames} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
