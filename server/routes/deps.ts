import type { SiteConfig } from '../../src/api/contract/siteConfig';
import type { AppDatabase } from '../db/database';
import type { AccountServices } from '../services/accounts';
import type { BuildLinkSharing } from '../services/buildLinks';
import type { FeedbackService } from '../services/feedback';
import type { GameCatalog } from '../services/gameCatalog';
import type { HealthCheck } from '../services/health';
import type { LikeService } from '../services/likes';
import type { CollectionService } from '../services/collections';
import type { CommentDeskService } from '../services/commentDesk';
import type { CommentService } from '../services/comments';
import type { DigestService } from '../services/digests';
import type { NotificationService } from '../services/notifications';
import type { NewsService } from '../services/news';
import type { OpenedBuildService } from '../services/openedBuilds';
import type { CompareBuildsService } from '../services/compareBuilds';
import type { PageViewService } from '../services/pageViews';
import type { PublicBuildService } from '../services/publicBuilds';
import type { ReportService } from '../services/reports';
import type { ModerationQueueService } from '../services/moderationQueue';
import type { AdminActionService } from '../services/adminActions';
import type { SavedBuildService } from '../services/savedBuilds';
import type { BuildRevisionService } from '../services/buildRevisions';
import type { BuildMigrationService } from '../services/buildMigration';

/** What the API routes are given; passed as plugin options rather than global decorations. */
export interface ApiDeps {
  database: AppDatabase;
  /** The game data as the API serves it. */
  gameCatalog: GameCatalog;
  health: HealthCheck;
  buildLinkSharing: BuildLinkSharing;
  /** Players' saved builds. */
  savedBuildService: SavedBuildService;
  /** Saved builds' revisions: history and restore. */
  buildRevisionService: BuildRevisionService;
  /** Moving a saved build made with older game data to the current data. */
  buildMigrationService: BuildMigrationService;
  /** Saved builds as the viewer opens them. */
  openedBuildService: OpenedBuildService;
  /** Two builds compared (the compare page). */
  compareBuildsService: CompareBuildsService;
  /** The community list and author profiles. */
  publicBuildService: PublicBuildService;
  /** Likes of saved builds. */
  likeService: LikeService;
  /** Favourites and collections. */
  collectionService: CollectionService;
  /** Comments on builds and their reports. */
  commentService: CommentService;
  /** The desk's comment queue, its decisions and suspended commenting. */
  commentDeskService: CommentDeskService;
  /** Following authors and builds, and notifications. */
  notificationService: NotificationService;
  digestService: Pick<DigestService, 'unsubscribe'>;
  /** Reports of builds to the moderators. */
  reportService: ReportService;
  /** The desk's moderation queue and its decisions. */
  moderationQueueService: ModerationQueueService;
  /** The desk's record of actions. */
  adminActions: AdminActionService;
  /** First-party page counts. */
  pageViewService: PageViewService;
  /** The optional analytics and ads scripts (ANALYTICS_SCRIPT_URL, ADS_SCRIPT_URL). */
  thirdPartyScripts: SiteConfig;
  /** The feedback form and the desk's feedback inbox. */
  feedbackService: FeedbackService;
  /** The news feed and the desk's news editor. */
  newsService: NewsService;
  /** Accounts: sessions, passwords, codes, mail, bot-check, throttling. */
  accounts: AccountServices;
}
