import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FEEDBACK_TEXTS } from '../../api/contract/feedbackTexts';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { usePageMeta } from '../../ui/usePageMeta';
import { feedbackOrigin } from './feedbackOrigin';
import { FeedbackPanel } from './FeedbackPanel';

/** /feedback (spec §2 Feedback and thanks): the form, sent with the page the player came from. */
export function FeedbackPage() {
  usePageMeta(
    'Feedback',
    'Send the Arrakis Planner team your thoughts, suggestions or any issues you ran into.',
  );
  const { search } = useLocation();
  // Read once: the referrer and the query say where the player came from when they arrived. Only
  // sent with the form, never shown, so the server's render of the page goes without it.
  const [page] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : feedbackOrigin(search, document.referrer, window.location.origin),
  );
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={FEEDBACK_TEXTS.heading} />
      <Card className="px-4 py-6 sm:px-8 sm:py-8">
        <FeedbackPanel page={page} />
      </Card>
    </div>
  );
}

export default FeedbackPage;
