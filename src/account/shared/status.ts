/**
 * The outcome of one step of a form (spec §4 "Password reset": each step has status
 * none/success/error plus a message); null while nothing has happened yet.
 */
export type StepStatus = { kind: 'success' | 'error'; message: string } | null;
