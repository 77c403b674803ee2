import type { Decorator } from '@storybook/react-vite';
import { type State, SWRConfig } from 'swr';

/**
 * Starts SWR's cache with `error` under `key` and never reads again, so a tab container shows
 * its failure (or, for a 403, the refusal) without asking the network.
 */
export function withFailedRead(key: string, error: Error): Decorator {
  const Failed: Decorator = (Story) => (
    <SWRConfig
      value={{
        provider: () => new Map<string, State>([[key, { error }]]),
        revalidateOnMount: false,
      }}
    >
      <Story />
    </SWRConfig>
  );
  return Failed;
}
