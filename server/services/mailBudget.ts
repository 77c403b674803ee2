import { emailKey, PLAIN_EMAIL_ONLY } from '../../src/api/contract/accountRules';
import type { ThrottleRepository } from '../repositories/throttleRepository';
import {
  InvalidRequestError,
  type Refusal,
  TooManyRequestsError,
  UnavailableError,
} from './errors';
import { HOUR_MS } from './secrets';

/**
 * How many mails the server may send in an hour, counted in the database so the budget holds
 * across every server process: in all, per recipient domain, and per mailbox. Whatever the
 * forms let through, nobody can make the site a mail cannon against one inbox, one provider or
 * its own sending reputation.
 */

export interface MailBudgetLimits {
  /** Every mail the server sends, per hour; 0 turns the budget off. */
  perHour: number;
  /** Mails to one recipient domain per hour; 0 turns the budget off. */
  perDomainPerHour: number;
}

/** Mails to one mailbox per hour, all kinds together (a player needs a handful at most). */
const MAILS_PER_MAILBOX_PER_HOUR = 10;

/** Which budget refused a mail, with the seconds until its hour ends. */
export interface MailRefusal {
  budget: 'mailbox' | 'domain' | 'site';
  retryAfterSeconds: number;
}

export interface MailBudget {
  /**
   * Counts one mail to `to`; answers the refusal when a budget is spent (then send nothing). A
   * bulk mail may spend only half the site's hour, so digests never hold up a player's code.
   */
  spend(to: string, bulk?: boolean): Promise<MailRefusal | null>;
}

/**
 * The mailbox an address delivers to, for counting: lower-cased (see `emailKey`) and without a
 * `+tag`, since `victim+1@x.y` and `victim+2@x.y` reach one inbox at nearly every provider.
 */
export function mailboxKey(address: string): string {
  const key = emailKey(address);
  const at = key.lastIndexOf('@');
  const local = key.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${key.slice(at)}` : key;
}

/** A budget over the database's fixed-window counters. */
export function createMailBudget(
  repository: ThrottleRepository,
  limits: MailBudgetLimits,
): MailBudget {
  return {
    async spend(to, bulk = false) {
      const now = Date.now();
      const start = now - (now % HOUR_MS);
      const end = start + HOUR_MS;
      const mailbox = mailboxKey(to);
      const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1);
      // The narrowest first: a refused mail never counts against the wider budgets.
      const budgets = [
        { budget: 'mailbox', bucket: `mail-mailbox:${mailbox}`, max: MAILS_PER_MAILBOX_PER_HOUR },
        { budget: 'domain', bucket: `mail-domain:${domain}`, max: limits.perDomainPerHour },
        {
          budget: 'site',
          bucket: 'mail-site',
          max: bulk ? Math.ceil(limits.perHour / 2) : limits.perHour,
        },
      ] as const;
      for (const { budget, bucket, max } of budgets) {
        if (max === 0) continue;
        const count = await repository.increment(
          bucket,
          new Date(start).toISOString(),
          new Date(end).toISOString(),
        );
        if (count > max) {
          return { budget, retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
        }
      }
      return null;
    },
  };
}

export const MAIL_BUDGET_MESSAGES = {
  mailbox: 'Too many emails were sent to this address. Please wait a little and try again.',
  domain:
    'The site has sent as many emails to this mail provider as it may this hour. Please try again later.',
  site: 'The site has sent as many emails as it may this hour. Please try again later.',
} as const;

/** The refusal of a mail that was not sent: too many for one mailbox, or a spent site budget. */
export function mailRefusalError(refusal: MailRefusal | { budget: null }): Refusal {
  if (refusal.budget === null) return new InvalidRequestError(PLAIN_EMAIL_ONLY);
  if (refusal.budget === 'mailbox') {
    return new TooManyRequestsError(MAIL_BUDGET_MESSAGES.mailbox, refusal.retryAfterSeconds);
  }
  // The site's own budget is spent, not the caller's fault.
  return new UnavailableError(MAIL_BUDGET_MESSAGES[refusal.budget], refusal.retryAfterSeconds);
}
