/**
 * The open-source projects the site is built on, for the About page's "Built with" credits.
 * Each licence is the one the package declares in its package.json (a test holds them equal).
 */
interface Credit {
  name: string;
  /** The npm package whose licence is quoted. */
  package: string;
  licence: string;
  url: string;
}

export const BUILT_WITH: readonly Credit[] = [
  { name: 'React', package: 'react', licence: 'MIT', url: 'https://react.dev/' },
  {
    name: 'React Router',
    package: 'react-router-dom',
    licence: 'MIT',
    url: 'https://reactrouter.com/',
  },
  { name: 'React Flow', package: '@xyflow/react', licence: 'MIT', url: 'https://reactflow.dev/' },
  {
    name: 'ELK (elkjs)',
    package: 'elkjs',
    licence: 'EPL-2.0 OR GPL-3.0-or-later',
    url: 'https://github.com/kieler/elkjs',
  },
  { name: 'SWR', package: 'swr', licence: 'MIT', url: 'https://swr.vercel.app/' },
  { name: 'Zustand', package: 'zustand', licence: 'MIT', url: 'https://github.com/pmndrs/zustand' },
  {
    name: 'Headless UI',
    package: '@headlessui/react',
    licence: 'MIT',
    url: 'https://headlessui.com/',
  },
  { name: 'Tailwind CSS', package: 'tailwindcss', licence: 'MIT', url: 'https://tailwindcss.com/' },
  { name: 'Fastify', package: 'fastify', licence: 'MIT', url: 'https://fastify.dev/' },
  { name: 'Kysely', package: 'kysely', licence: 'MIT', url: 'https://kysely.dev/' },
  { name: 'Zod', package: 'zod', licence: 'MIT', url: 'https://zod.dev/' },
  {
    name: 'Satori',
    package: 'satori',
    licence: 'MPL-2.0',
    url: 'https://github.com/vercel/satori',
  },
  { name: 'Vite', package: 'vite', licence: 'MIT', url: 'https://vite.dev/' },
];
