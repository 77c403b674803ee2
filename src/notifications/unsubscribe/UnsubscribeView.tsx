import { NOTIFICATION_TEXTS } from '../../api/contract/notificationsTexts';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormMessage } from '../../ui/form/FormMessage';
import { UNSUBSCRIBE_PAGE_TEXTS } from './unsubscribePageTexts';

/** What the press came to; null before it. */
export type UnsubscribeStatus = { kind: 'success' | 'error'; message: string } | null;

/** Props of the page a digest's unsubscribe link opens. */
export interface UnsubscribeViewProps {
  /** False when the address lacks the link's key: nothing can be stopped from here. */
  hasKey: boolean;
  /** True while the call runs. */
  busy: boolean;
  /** Success ends the page's work; an error can be tried again. */
  status: UnsubscribeStatus;
  onUnsubscribe: () => void;
}

/**
 * /unsubscribe#key: says what the press does and asks for it (a POST; opening the link changes
 * nothing, since mail scanners open links). Once done, or without a key, it leads to the settings.
 */
export function UnsubscribeView({ hasKey, busy, status, onUnsubscribe }: UnsubscribeViewProps) {
  const done = status?.kind === 'success';
  const shown: UnsubscribeStatus = hasKey
    ? status
    : { kind: 'error', message: NOTIFICATION_TEXTS.badUnsubscribeKey };
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="px-4 py-6 sm:px-8 sm:py-8">
        <h1 className="font-display text-3xl font-semibold tracking-wide text-sand-50">
          {NOTIFICATION_TEXTS.unsubscribeHeading}
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-sand-300">
          {NOTIFICATION_TEXTS.unsubscribeIntro}
        </p>
        <div className="mt-6 space-y-5">
          {shown ? <FormMessage kind={shown.kind}>{shown.message}</FormMessage> : null}
          {hasKey && !done ? (
            <Button className="w-full" disabled={busy} aria-busy={busy} onClick={onUnsubscribe}>
              {busy ? NOTIFICATION_TEXTS.unsubscribing : NOTIFICATION_TEXTS.unsubscribe}
            </Button>
          ) : null}
          {done || !hasKey ? (
            <ButtonLink
              to="/notifications"
              variant={done ? 'primary' : 'secondary'}
              className="w-full"
            >
              {UNSUBSCRIBE_PAGE_TEXTS.toNotifications}
            </ButtonLink>
          ) : null}
        </div>
      </Card>
    </div>
  );
}
