import { FEEDBACK_TEXTS } from '../../api/contract/feedbackTexts';
import { ButtonLink } from '../../ui/Button';
import { usePageMeta } from '../../ui/usePageMeta';

/** /feedback-thanks (spec §2 Feedback and thanks): 'Thank You' and 'Return to Home' to /. */
export function FeedbackThanksPage() {
  usePageMeta('Thank You', 'Thank you for your feedback to Arrakis Planner.');
  return (
    <section className="mx-auto my-8 flex max-w-xl flex-col items-center text-center sm:my-16">
      <h1 className="font-display text-3xl font-semibold text-sand-50 sm:text-4xl">
        {FEEDBACK_TEXTS.thanksTitle}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-sand-300">{FEEDBACK_TEXTS.thanksText}</p>
      <ButtonLink to="/" className="mt-8">
        {FEEDBACK_TEXTS.returnHome}
      </ButtonLink>
    </section>
  );
}

export default FeedbackThanksPage;
