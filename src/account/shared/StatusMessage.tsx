import { FormMessage } from '../../ui/form/FormMessage';
import type { StepStatus } from './status';

/** Shows a step's outcome as a success or error callout; nothing when there is none. */
export function StatusMessage({ status }: { status: StepStatus }) {
  if (!status) return null;
  return <FormMessage kind={status.kind}>{status.message}</FormMessage>;
}
