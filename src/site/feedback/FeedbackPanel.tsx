import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FEEDBACK_REDIRECT_MS, FEEDBACK_TEXTS } from '../../api/contract/feedbackTexts';
import { sendFeedback } from '../../api/feedback/sendFeedback';
import { ApiRequestError } from '../../api/requestJson';
import { FeedbackForm } from './FeedbackForm';
import { useBotCheck } from '../../api/botCheck/botCheckContext';

/** Props of the feedback panel. */
export interface FeedbackPanelProps {
  /** The site path the player came from, sent for context; undefined when unknown. */
  page?: string | undefined;
  /** Sends the feedback; stories and tests pass a stand-in (default: the API call). */
  send?: typeof sendFeedback;
}

/** The text a failure shows: the throttle's own on 429, else the spec's (§8). */
function failureText(failure: unknown): string {
  return failure instanceof ApiRequestError && failure.status === 429
    ? FEEDBACK_TEXTS.tooMany
    : FEEDBACK_TEXTS.error;
}

/**
 * The feedback form with its states (spec §4 Feedback): idle, submitting, success (green
 * 'Thank you for your feedback!', both fields cleared, /feedback-thanks after 500 ms) or error
 * (red). Without a ready bot-check the error shows and nothing is sent.
 */
export function FeedbackPanel({ page, send = sendFeedback }: FeedbackPanelProps) {
  const { getToken } = useBotCheck();
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (success === null) return undefined;
    const timer = setTimeout(() => {
      void navigate('/feedback-thanks');
    }, FEEDBACK_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [success, navigate]);

  const submit = async () => {
    setBusy(true);
    setSuccess(null);
    setError(null);
    try {
      const recaptchaToken = await getToken('feedback_form');
      await send({
        feedback,
        email: email.trim(),
        recaptchaToken,
        ...(page === undefined ? {} : { page }),
      });
      setFeedback('');
      setEmail('');
      setSuccess(FEEDBACK_TEXTS.success);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FeedbackForm
      feedback={feedback}
      email={email}
      onFeedbackChange={setFeedback}
      onEmailChange={setEmail}
      busy={busy}
      success={success}
      error={error}
      onSubmit={() => {
        void submit();
      }}
    />
  );
}
