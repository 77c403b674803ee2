import { Link } from 'react-router-dom';
import { useTwoStepStatus } from '../api/account/twoStep';
import { FormMessage } from '../ui/form/FormMessage';

/** Where the notice sends a moderator: the account page's Two-step sign-in section. */
const TWO_STEP_SECTION = '/account#two-step';

/**
 * Above the desk, for a moderator without two-step sign-in: a moderator's account can clear,
 * keep and delete other players' work, so a stolen password alone must not be enough.
 */
export function TwoStepNotice() {
  const { data } = useTwoStepStatus();
  if (data?.enabled !== false) return null;
  return (
    <div className="mb-6" data-testid="two-step-notice">
      <FormMessage kind="warning">
        <p className="font-semibold">Turn on two-step sign-in</p>
        <p>
          A moderator’s account can change what every player sees. Protect it with a code from an
          authenticator app, so a stolen password alone cannot open it.{' '}
          <Link
            to={TWO_STEP_SECTION}
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Set up two-step sign-in
          </Link>
        </p>
      </FormMessage>
    </div>
  );
}
