import { useState } from 'react';
import { useAdminActions } from '../../api/admin/adminActions';
import { deskLoad } from '../deskLoad';
import { RecordView } from './RecordView';

/** The record tab: `GET /api/admin/actions`, one page at a time. */
export function RecordTab() {
  const [page, setPage] = useState(1);
  const actions = useAdminActions(page, true);
  return <RecordView load={deskLoad(actions)} page={page} onPage={setPage} />;
}
