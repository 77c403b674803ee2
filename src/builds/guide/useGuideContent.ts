import { startTransition, useEffect, useState } from 'react';
import type { GuideNode } from './guideNode';
import { parseGuide } from './parseGuide';

/**
 * `markdown` parsed and made safe in the guide's worker (parseGuide.ts), with the text it came
 * from; null until the first parse is back. While a newer text is parsed, the last one stays.
 */
export function useGuideContent(markdown: string): { markdown: string; content: GuideNode } | null {
  const [parsed, setParsed] = useState<{ markdown: string; content: GuideNode } | null>(null);
  useEffect(() => {
    let wanted = true;
    void parseGuide(markdown).then((content) => {
      // An interruptible render: a long text does not hold up taps and scrolling.
      if (!wanted) return;
      startTransition(() => {
        setParsed({ markdown, content });
      });
    });
    return () => {
      wanted = false;
    };
  }, [markdown]);
  return parsed;
}
