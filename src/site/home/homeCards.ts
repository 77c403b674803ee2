/** One card of the Home page. */
export interface HomeCardItem {
  title: string;
  to: string;
  description: string;
  icon: 'classes' | 'planner' | 'community' | 'guild' | 'about' | 'feedback';
}

/**
 * The Home page's six cards, in the spec's order. Community Builds points to /community-builds:
 * the original site's card led to /under-construction, a defect the spec records, not a design.
 */
export const HOME_CARDS: readonly HomeCardItem[] = [
  {
    title: 'Classes',
    to: '/classes',
    icon: 'classes',
    description: 'Explore the five classes of Arrakis and the skill trees each one unlocks.',
  },
  {
    title: 'Plan Characters',
    to: '/skill-trees',
    icon: 'planner',
    description:
      'Spend skill points, pick your abilities and techniques, and map out a leveling plan.',
  },
  {
    title: 'Community Builds',
    to: '/community-builds',
    icon: 'community',
    description: 'Browse builds shared by other players and like the ones that work for you.',
  },
  {
    title: 'Guild Ad Board',
    to: '/guild-board',
    icon: 'guild',
    description: 'Find a guild to ride the sands with, or recruit new members for yours.',
  },
  {
    title: 'About',
    to: '/about',
    icon: 'about',
    description: 'Who makes this fan site, what changed recently, and how to support it.',
  },
  {
    title: 'Feedback',
    to: '/feedback',
    icon: 'feedback',
    description: 'Found a mistake or have an idea? Tell us and help shape the planner.',
  },
];
