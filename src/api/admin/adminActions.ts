import useSWR from 'swr';
import type { z } from 'zod';
import type { adminActionsSchema } from '../contract/admin';
import { readAdmin } from './adminRead';

/** One page of the desk's record. */
export type AdminActionsPage = z.infer<typeof adminActionsSchema>;

/** `GET /api/admin/actions?page=N`: the desk's record, newest first, 50 a page. */
export function adminActionsPath(page: number): string {
  return `/api/admin/actions?page=${page}`;
}

/** One page of the record; `enabled = false` (not a moderator) makes no request. */
export function useAdminActions(page: number, enabled: boolean) {
  const path = adminActionsPath(page);
  return useSWR<AdminActionsPage, Error>(enabled ? path : null, () =>
    readAdmin(
      path,
      import('../contract/admin').then((contract) => contract.adminActionsSchema),
    ),
  );
}
