import { createContext, type ReactNode, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';

/**
 * The page's served answers (src/api/contract/servedAnswers.ts) are SWR's `fallback`: an SWR
 * hook shows one as its answer until it has read its own. They are the server's answers, sent
 * with its response schemas, so a hook trusts an answer that *is* the served one (by identity)
 * without checking it again; anything else it reads is checked as before.
 */
export function useServedAnswer(key: string | null): unknown {
  const { fallback } = useSWRConfig();
  return key === null ? undefined : (fallback[key] as unknown);
}

/** Whether the app still shows the location it was served at: false once the player has left. */
const FirstScreenContext = createContext(true);

/**
 * Tracks whether the player is still on the address the page was served for (inside the router:
 * the first location it rendered). Leaving it once is enough: coming back is a new visit.
 */
export function FirstScreenProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [servedKey] = useState(key);
  const [left, setLeft] = useState(false);
  const onServedScreen = !left && key === servedKey;
  // Noted while rendering the new location, so no render offers the answer after leaving.
  if (!onServedScreen && !left) setLeft(true);
  return <FirstScreenContext value={onServedScreen}>{children}</FirstScreenContext>;
}

/**
 * The served answer for `key`, only while the player is on the screen it was served for: for a
 * read SWR does not keep (the viewer's build) or keeps under another key (a list's pages), which
 * asks the API again on any later visit, as the answer describes the page as it was served.
 */
export function useFirstScreenAnswer(key: string | null): unknown {
  const answer = useServedAnswer(key);
  return useContext(FirstScreenContext) ? answer : undefined;
}
