/** The compare API's and page's texts for a side that cannot be compared. */
export const COMPARE_TEXTS = {
  /** A saved build that does not exist or that the asker may not read: the same answer. */
  notFound: (side: 'A' | 'B') => `Build ${side} not found.`,
  /** A segment that is neither a saved build's id nor a share code. */
  badSide: (side: 'A' | 'B') => `Build ${side} is neither a saved build's id nor a share code.`,
  /** A share code or saved build that does not open; `reason` is the engine's. */
  unreadable: (side: 'A' | 'B', reason: string) => `Build ${side} cannot be read: ${reason}`,
} as const;
