import type { SecondStep, SecondStepRequest } from '../../src/api/contract/twoStep';
import type { UserRow } from '../repositories/userRepository';
import type { AccountContext, Caller } from './accountContext';
import { isoTime, MINUTE_MS, randomToken, sha256Hex } from './secrets';
import type { StartedSession } from './sessions';
import { checkSecondFactor, confirmedFactor } from './twoStepFactor';

/**
 * The login's second step. A right password for an account with two-step sign-in earns a
 * ticket, not a session: 256 random bits, only its hash stored, valid 5 minutes and once,
 * carrying the login's remember-me. Wrong codes count per ticket (5) and per account.
 */

const TICKET_LIFETIME_MS = 5 * MINUTE_MS;
const WRONG_CODES_PER_TICKET = 5;

/** The ticket of a login whose password was right, or null when the account has no second step. */
export async function secondStepTicket(
  ctx: AccountContext,
  user: UserRow,
  remember: boolean,
): Promise<SecondStep | null> {
  if (!(await confirmedFactor(ctx, user.id))) return null;
  const ticket = randomToken();
  await ctx.twoStep.createTicket({
    id: sha256Hex(ticket),
    user_id: user.id,
    remember: remember ? 1 : 0,
    attempts: 0,
    created_at: isoTime(),
    expires_at: isoTime(TICKET_LIFETIME_MS),
    used_at: null,
  });
  return { secondStep: 'code', ticket };
}

type SecondStepOutcome =
  | { ok: true; user: UserRow; started: StartedSession; device: string }
  | { ok: false; reason: 'ticket-ended' | 'ticket-too-many' | 'wrong-code' | 'reused' };

/** `POST /api/auth/login/two-step`: the ticket and a code start the session. */
export async function completeSecondStep(
  ctx: AccountContext,
  request: SecondStepRequest,
  caller: Caller,
): Promise<SecondStepOutcome> {
  const id = sha256Hex(request.ticket);
  const ticket = await ctx.twoStep.openTicket(id, isoTime());
  if (!ticket) return { ok: false, reason: 'ticket-ended' };
  if (ticket.attempts >= WRONG_CODES_PER_TICKET) return { ok: false, reason: 'ticket-too-many' };
  const [user, factor] = await Promise.all([
    ctx.users.findById(ticket.user_id),
    confirmedFactor(ctx, ticket.user_id),
  ]);
  // Turned off (or the account deleted) since the password step: that login starts over.
  if (!user || !factor) return { ok: false, reason: 'ticket-ended' };
  const check = await checkSecondFactor(ctx, factor, request.code, caller);
  if (check !== 'ok') {
    const attempts = await ctx.twoStep.countTicketFailure(id);
    return attempts >= WRONG_CODES_PER_TICKET
      ? { ok: false, reason: 'ticket-too-many' }
      : { ok: false, reason: check };
  }
  if (!(await ctx.twoStep.useTicket(id, isoTime()))) return { ok: false, reason: 'ticket-ended' };
  const started = await ctx.sessions.start(user.id, ticket.remember === 1);
  await ctx.users.recordLogin(user.id, started.session.created_at);
  return { ok: true, user, started, device: await ctx.loginTrust.issueDevice(user.username_key) };
}
