import { useNavigate, useParams } from 'react-router-dom';
import { sortClassesById } from '../../api/classTrees';
import {
  CLASSES_PATH,
  classPath,
  classTreesWithSkillsPath,
  useClass,
  useClasses,
  useClassTreesWithSkills,
} from '../../api/hooks';
import { plannerAddressForClass } from '../../builds/open/plannerClassAddress';
import type { PageDataKeys } from '../../api/contract/servedAnswers';
import { ButtonLink } from '../../ui/Button';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { usePageMeta } from '../../ui/usePageMeta';
import { ClassPicker } from './ClassPicker';
import { ClassTrees } from './ClassTrees';
import { ClassVideo } from './ClassVideo';

function ClassNotFound() {
  return (
    <section className="mx-auto my-12 max-w-xl text-center">
      <h1 className="font-display text-3xl font-semibold text-sand-50 sm:text-4xl">
        Class Not Found
      </h1>
      <p className="mt-4 text-sand-300">
        This class is not available or has no skill trees defined yet.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return Home
      </ButtonLink>
    </section>
  );
}

/**
 * `/class/:slug`: one class, its trees drawn read-only with a call to plan a build of it, and its
 * video, with a dropdown to switch class.
 */
export function ClassDetailPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const cls = useClass(slug);
  const classes = useClasses();
  const trees = useClassTreesWithSkills(slug);

  const name = cls.data?.name;
  usePageMeta(
    cls.notFound ? 'Class Not Found' : (name ?? 'Classes'),
    cls.data
      ? `${cls.data.name} in Dune: Awakening: ${cls.data.description}`
      : 'A Dune: Awakening class, its skill trees and an overview video.',
  );

  if (cls.notFound) return <ClassNotFound />;
  if (cls.error || classes.error || trees.error) return <LoadError />;
  if (!cls.data || !classes.data || !trees.data) return <Spinner />;

  const detail = cls.data;

  return (
    <article className="flex flex-col gap-10">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="flex items-center gap-5">
          <img
            src={detail.imageUrl}
            alt=""
            width={96}
            height={96}
            className="size-20 shrink-0 rounded-2xl border border-sand-700 bg-sand-900 object-contain p-2 sm:size-24"
          />
          <div>
            <p className="mb-1 text-xs font-semibold uppercase tracking-[0.25em] text-spice-300">
              Class
            </p>
            <h1 className="font-display text-4xl font-semibold tracking-wide text-sand-50 sm:text-5xl">
              {detail.name}
            </h1>
          </div>
        </div>
        <ClassPicker
          classes={sortClassesById(classes.data)}
          value={detail.slug}
          onChange={(next) => {
            void navigate(`/class/${next}`);
          }}
        />
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section aria-labelledby="class-about" className="flex flex-col gap-4">
          <h2 id="class-about" className="font-display text-2xl font-semibold text-sand-50">
            About the {detail.name}
          </h2>
          <p className="leading-relaxed text-sand-200">{detail.description}</p>
          <ButtonLink to={plannerAddressForClass(detail.slug)} className="self-start">
            Plan a {detail.name} build
          </ButtonLink>
        </section>
        <section aria-label={`${detail.name} video`}>
          <ClassVideo name={detail.name} videoUrl={detail.videoUrl} />
        </section>
      </div>

      <section aria-labelledby="class-trees" className="flex flex-col gap-3">
        <h2 id="class-trees" className="font-display text-2xl font-semibold text-sand-50">
          Skill trees
        </h2>
        <ClassTrees detail={detail} data={trees.data} />
      </section>
    </article>
  );
}

export default ClassDetailPage;

/** Its first screen is the class with its trees and the picker of every class: served with it. */
export const dataKeys: PageDataKeys = ({ slug }) =>
  slug ? [classPath(slug), CLASSES_PATH, classTreesWithSkillsPath(slug)] : [];
