import { Link } from 'react-router-dom';
import { Card } from '../../ui/Card';
import type { HomeCardItem } from './homeCards';

// Simple line icons, drawn on a 24×24 grid with the current text colour.
const ICON_PATHS: Record<HomeCardItem['icon'], string> = {
  classes: 'M12 3l7 4v5c0 4.5-3 8-7 9-4-1-7-4.5-7-9V7l7-4Zm0 5v8m-3-5h6',
  planner: 'M5 19V9m7 10V5m7 14v-7M3 19h18M5 9l7-4 7 7',
  community:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6M2 20c.5-3.5 3-5 6-5s5.5 1.5 6 5m2-5c2.5 0 5 1.5 6 5',
  guild: 'M4 21V4m0 1h12l-2 4 2 4H4m6 8h10M14 17v4',
  about: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-5v-5m0-3v.01',
  feedback: 'M4 5h16v11H9l-5 4V5Zm4 5h8m-8 3h5',
};

/** A Home card: icon, title (the link) and one line about the section. */
export function HomeCard({ item }: { item: HomeCardItem }) {
  return (
    <Card as="li" interactive className="group flex flex-col gap-3 p-6">
      <span className="inline-flex size-12 items-center justify-center rounded-xl border border-spice-700/60 bg-spice-950/60 text-spice-300">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ICON_PATHS[item.icon]} />
        </svg>
      </span>
      <h3 className="font-display text-xl font-semibold text-sand-50">
        <Link
          to={item.to}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-spice-200 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ibad-300"
        >
          {item.title}
        </Link>
      </h3>
      <p className="text-sm leading-relaxed text-sand-300">{item.description}</p>
      <span
        aria-hidden="true"
        className="mt-auto pt-2 text-sm font-semibold text-spice-300 group-hover:text-spice-200"
      >
        Open →
      </span>
    </Card>
  );
}

/** The Home page's grid of cards. */
export function HomeCards({ items }: { items: readonly HomeCardItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <HomeCard key={item.to + item.title} item={item} />
      ))}
    </ul>
  );
}
