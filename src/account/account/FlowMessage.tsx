import { FormMessage } from '../../ui/form/FormMessage';
import type { ChangeFlowState } from './changeFlow';

/** A change flow's message: red in the error state, green otherwise; nothing without one. */
export function FlowMessage({
  state,
  message,
}: {
  state: ChangeFlowState;
  message: string | null;
}) {
  return <FormMessage kind={state === 'error' ? 'error' : 'success'}>{message}</FormMessage>;
}
