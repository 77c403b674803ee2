import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../ui/Spinner';
import { notify } from '../ui/toast';

/** The toast of a build that came but cannot be shown (spec §4 "Viewer loading", §8). */
const COULD_NOT_LOAD_BUILD = 'Could not load build. Redirecting...';

/** Where a build that cannot be shown sends the visitor: the list of builds they can open. */
const UNREADABLE_BUILD_DESTINATION = '/community-builds';

/**
 * A build that came but cannot be read (no refresh mends it): toasts the spec's text once and
 * sends the visitor on to the community list, in place of this address in the history.
 */
export function RedirectUnreadable() {
  const navigate = useNavigate();
  // Once, though Strict Mode runs the effect twice: one toast, one navigation.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    notify({ kind: 'error', title: COULD_NOT_LOAD_BUILD });
    void navigate(UNREADABLE_BUILD_DESTINATION, { replace: true });
  }, [navigate]);
  return (
    <div className="min-h-[100dvh]" role="alert" aria-label={COULD_NOT_LOAD_BUILD}>
      <Spinner label={COULD_NOT_LOAD_BUILD} />
    </div>
  );
}
