import { useEffect } from 'react';

/** The product name that starts every page title. */
const SITE_NAME = 'Arrakis Planner';

/** The spec's page title: the product name plus a section name. */
function pageTitle(section: string): string {
  return `${SITE_NAME} | ${section}`;
}

/** Sets the document title to `Arrakis Planner | {section}` and the page's meta description. */
export function usePageMeta(section: string, description: string): void {
  useEffect(() => {
    document.title = pageTitle(section);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [section, description]);
}
