import { sortClassesById, treesOfClass } from '../../api/classTrees';
import { CLASSES_PATH, SKILL_TREES_PATH, useClasses, useSkillTrees } from '../../api/hooks';
import type { PageDataKeys } from '../../api/contract/servedAnswers';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { usePageMeta } from '../../ui/usePageMeta';
import { ClassCard } from './ClassCard';

/** `/classes`: the Skill Explorer's grid of class cards. */
export function ClassesPage() {
  usePageMeta(
    'Classes',
    'Browse the five Dune: Awakening classes (Trooper, Mentat, Planetologist, Bene Gesserit Acolyte and Swordmaster) and their skill trees.',
  );
  const classes = useClasses();
  const trees = useSkillTrees();

  let content;
  if (classes.error || trees.error) {
    content = <LoadError />;
  } else if (!classes.data || !trees.data) {
    content = <Spinner />;
  } else {
    const allTrees = trees.data;
    content = (
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {sortClassesById(classes.data).map((cls) => (
          <ClassCard
            key={cls.id}
            cls={cls}
            treeNames={treesOfClass(cls, allTrees).map((tree) => tree.name)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Skill Explorer" title="Welcome to the Skill Explorer">
        <p>
          Every class on Arrakis teaches its own skill trees. Pick a class to read what it is about,
          see its trees at a glance, and find the one that fits the way you play before you spend a
          single skill point.
        </p>
      </PageHeader>
      {content}
    </>
  );
}

export default ClassesPage;

/** Its first screen is the class cards: served with the page. */
export const dataKeys: PageDataKeys = () => [CLASSES_PATH, SKILL_TREES_PATH];
