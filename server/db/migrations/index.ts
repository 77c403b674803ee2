import type { Migration } from 'kysely/migration';
import { gameData } from './0001_game_data';
import { buildLinks } from './0002_build_links';
import { accounts } from './0003_accounts';
import { savedBuilds } from './0004_saved_builds';
import { likes } from './0005_likes';
import { publicListKeysMigration } from './0006_public_list_keys';
import { skillGameModes } from './0007_skill_game_modes';
import { adminActions } from './0008_admin_actions';
import { news } from './0009_news';
import { feedback } from './0010_feedback';
import { pageViews } from './0011_page_views';
import { buildReports } from './0012_build_reports';
import { titleWordsMigration } from './0013_title_words';
import { loginTrust } from './0015_login_trust';
import { emailChangeUndos } from './0016_email_change_undos';
import { twoStep } from './0020_two_step';
import { gameDataInMemory } from './0021_game_data_in_memory';
import { buildRevisions } from './0022_build_revisions';
import { buildOrigins } from './0023_build_origins';
import { buildVersionStatuses } from './0024_build_version_status';
import { buildSearch } from './0025_build_search';
import { collections } from './0027_collections';
import { comments } from './0028_comments';
import { notifications } from './0029_notifications';
import { notificationDigests } from './0030_notification_digests';
import { searchWordsColumn } from './0031_search_words';
import { buildContentFilters } from './0026_build_content_filters';

/**
 * Every migration, one file each, listed here in code: the server is bundled into one file by
 * esbuild, so there is no migrations folder to read at run time. Names sort in the order they
 * run. Never edit a migration that has shipped; add the next one.
 *
 * Column types are the portable subset (text, integer) so the same migration runs on SQLite
 * and PostgreSQL.
 */

export const migrations: Readonly<Record<string, Migration>> = {
  '0001_game_data': gameData,
  '0002_build_links': buildLinks,
  '0003_accounts': accounts,
  '0004_saved_builds': savedBuilds,
  '0005_likes': likes,
  '0006_public_list_keys': publicListKeysMigration,
  '0007_skill_game_modes': skillGameModes,
  '0008_admin_actions': adminActions,
  '0009_news': news,
  '0010_feedback': feedback,
  '0011_page_views': pageViews,
  '0012_build_reports': buildReports,
  '0013_title_words': titleWordsMigration,
  '0015_login_trust': loginTrust,
  '0016_email_change_undos': emailChangeUndos,
  '0020_two_step': twoStep,
  '0021_game_data_in_memory': gameDataInMemory,
  '0022_build_revisions': buildRevisions,
  '0023_build_origins': buildOrigins,
  '0024_build_version_status': buildVersionStatuses,
  '0025_build_search': buildSearch,
  '0026_build_content_filters': buildContentFilters,
  '0027_collections': collections,
  '0028_comments': comments,
  '0029_notifications': notifications,
  '0030_notification_digests': notificationDigests,
  '0031_search_words': searchWordsColumn,
};
