import { Link } from 'react-router-dom';
import { NOTIFICATION_TEXTS } from '../../api/contract/notificationsTexts';

/**
 * What a visitor reads after pressing Follow: following needs an account, with the way to log
 * in. A polite status, so it is read out without taking the focus from the button.
 */
export function LoginToFollowNote({ shown }: { shown: boolean }) {
  // Out of the flow while empty, so the row of buttons keeps its spacing.
  return (
    <div role="status" className={shown ? 'w-full' : 'sr-only'}>
      {shown ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-sand-200">
          {NOTIFICATION_TEXTS.loginToFollow}
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center font-semibold text-spice-200 underline underline-offset-4 hover:text-spice-100"
          >
            Log in
          </Link>
        </p>
      ) : null}
    </div>
  );
}
