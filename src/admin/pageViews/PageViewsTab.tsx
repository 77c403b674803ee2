import { usePageViews } from '../../api/admin/pageViews';
import { deskLoad } from '../deskLoad';
import { PageViewsView } from './PageViewsView';

/** The page-views tab: `GET /api/admin/page-views?days=30`. */
export function PageViewsTab() {
  return <PageViewsView load={deskLoad(usePageViews(true))} />;
}
