import { createContext, type ReactNode, useContext } from 'react';
import { NO_PAGE_DATA, type PageData } from './contract/pageData';

const PageDataContext = createContext<PageData>(NO_PAGE_DATA);

/** Gives `data` to the page (the site's providers, on the server and in the browser). */
export function PageDataProvider({ data, children }: { data?: PageData; children: ReactNode }) {
  return (
    <PageDataContext.Provider value={data ?? NO_PAGE_DATA}>{children}</PageDataContext.Provider>
  );
}

/** The data the server rendered this page with; empty when it rendered none. */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}
