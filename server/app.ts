import type { FoundThumbnail } from './previews/thumbnailContent';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { checkConnection, openDatabase, type AppDatabase } from './db/database';
import { scheduleSearchIndexFolds } from './db/sqliteSearchFold';
import { prepareDataDir } from './db/fileModes';
import { migrateToLatest } from './db/migrate';
import { indexGameFiles } from './game/indexGameFiles';
import { loadGameFiles } from './game/loadGameFiles';
import { syncGameData } from './game/syncGameData';
import { answerSerializer } from './http/answerSerializer';
import { registerCsrfDefence } from './http/csrf';
import { registerErrorHandlers } from './http/errorHandlers';
import { registerNullCharacterGuard } from './http/nullCharacters';
import { registerMetrics, type MetricsSource } from './http/metrics';
import { registerOpenApi } from './http/openApi';
import { readableLogStream, usesReadableLog } from './http/readableLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { HEADERS_TIMEOUT, SERVER_TIMEOUTS } from './http/serverTimeouts';
import { registerStaticFiles } from './http/staticFiles';
import { registerUnderPressure } from './http/underPressure';
import { createAppBuildPreviews } from './previews/appBuildPreviews';
import { previewPageHeads } from './previews/previewHeads';
import { createCollectionPreviews } from './previews/collectionPreviews';
import { previewRoutes } from './previews/previewRoutes';
import { createComparePreviews } from './previews/comparePreviews';
import { registerPages } from './pages/registerPages';
import { FLUSH_INTERVAL_MS } from './counters/flusher';
import { openRequestCounters } from './counters/openRequestCounters';
import { adminActionRepository } from './repositories/adminActionRepository';
import { createBuildLinkRepository } from './repositories/buildLinkRepository';
import { createLikeRepository, likeDb } from './repositories/likeRepository';
import { createCollectionRepository } from './repositories/collectionRepository';
import { collectionDb } from './repositories/collectionTables';
import { createCollectionService } from './services/collections';
import { createCommentDeskService } from './services/commentDesk';
import { createCommentService } from './services/comments';
import { createNotificationService } from './services/notifications';
import { createDigestService, scheduleDigests } from './services/digests';
import { accountDb } from './repositories/accountTables';
import { createServerSecretRepository } from './repositories/serverSecretRepository';
import { createNotifier } from './services/notifier';
import { createReportRepository, reportDb } from './repositories/reportRepository';
import { pageViewRepository } from './repositories/pageViewRepository';
import { newsRepository } from './repositories/newsRepository';
import { createPublicBuildRepository } from './repositories/publicBuildRepository';
import { createSavedBuildRepository } from './repositories/savedBuildRepository';
import { savedBuildDb } from './repositories/savedBuildTables';
import { apiRoutes } from './routes/api';
import type { ApiDeps } from './routes/deps';
import { newsFeedRoutes } from './routes/news';
import { createAccountServices, type AccountTestOptions } from './services/accounts';
import { adminActionService } from './services/adminActions';
import { createBuildLinkSharing } from './services/buildLinks';
import { seedExampleBuilds } from './services/exampleBuilds';
import { createGameCatalog } from './services/gameCatalog';
import { createFeedbackService } from './services/feedback';
import { createHealthCheck } from './services/health';
import { createLikeService } from './services/likes';
import { createReportService } from './services/reports';
import { createModerationQueueService } from './services/moderationQueue';
import { createPageViewService } from './services/pageViews';
import { createBuildViews } from './services/buildViews';
import { counterThrottle } from './services/throttle';
import { createNewsService } from './services/news';
import { createPageAnswers } from './pages/servedAnswers';
import { createOpenedBuildService } from './services/openedBuilds';
import { createCompareBuildsService } from './services/compareBuilds';
import { MAX_COMPARE_SIDE_LENGTH } from '../src/api/contract/comparePaths';
import { createPublicBuildService } from './services/publicBuilds';
import { createBuildStatuses, refreshBuildStatuses } from './services/buildStatuses';
import { createBuildStatusRepository } from './repositories/buildStatusRepository';
import { createSavedBuildService } from './services/savedBuilds';
import { createBuildRevisionService } from './services/buildRevisions';
import { createBuildMigrationService } from './services/buildMigration';
import { createBuildRevisionRepository } from './repositories/buildRevisionRepository';

/** JSON bodies above this are refused with 413 before any route sees them. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Fastify's types take a hop count only as a function: trust the nearest `hops` proxies. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((a: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export interface BuildAppOptions {
  bodyLimit?: number;
  /** Where log lines go (default stdout); tests pass a stream to read what was logged. */
  logStream?: Writable;
  /** Internal knobs of the account services for tests and benches; never set in production. */
  accounts?: AccountTestOptions;
  /** Set by main.ts in a cluster worker: `/metrics` then answers for every worker. */
  metricsSource?: MetricsSource;
  /** How often batched counts are written (default about a second); tests only. */
  flushIntervalMs?: number;
  /** How often due email digests are looked for (default a minute); tests only. */
  digestIntervalMs?: number;
  /** How often SQLite's search index is looked at for a fold (default ten minutes); tests only. */
  searchFoldIntervalMs?: number;
}

/** How often each server process looks for due email digests. */
const DIGEST_INTERVAL_MS = 60_000;
/** How often SQLite's search index is looked at: a fold at 100,000 builds took 4-7 s. */
const SEARCH_FOLD_INTERVAL_MS = 600_000;

/**
 * Builds the whole server, ready to answer but not listening: opens the database, runs the
 * migrations, loads and indexes the game data files, then registers security headers,
 * static hosting and the API. Tests call it and use `app.inject`; `main.ts` adds `listen`.
 * Rejects with a readable error (ConfigError, DatabaseError, MigrationError, GameDataError)
 * when any step fails, after releasing what it opened.
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const logTo = options.logStream ?? process.stdout;
  const readable = usesReadableLog(
    config.logFormat,
    options.logStream === undefined && process.stdout.isTTY,
  );
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Without a stream pino writes JSON to stdout itself, faster than through a stream.
      ...(readable
        ? { stream: readableLogStream(logTo) }
        : options.logStream
          ? { stream: options.logStream }
          : {}),
      // The default serializers log no headers; this is the guard should anyone add them.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    genReqId: () => randomUUID(),
    // While closing, new requests get 503 so a load balancer moves on to another process.
    return503OnClosing: true,
    // Closing ends idle keep-alive connections at once and lets in-flight requests finish.
    forceCloseConnections: 'idle',
    // A compare address (and its preview image's) carries whole share codes in its path.
    routerOptions: { maxParamLength: MAX_COMPARE_SIDE_LENGTH + '.png'.length },
    ...SERVER_TIMEOUTS,
  });

  app.server.headersTimeout = HEADERS_TIMEOUT;

  // Routes declare zod schemas (src/api/contract): bodies are parsed and answers filtered by them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  let database: AppDatabase | null = null;
  try {
    const dataDirWarning = prepareDataDir(config.dataDir);
    if (dataDirWarning) app.log.warn(dataDirWarning);
    database = await openDatabase(config.database, (error) => {
      app.log.warn({ err: error }, 'database connection lost; it will reconnect');
    });
    const opened = database;
    app.addHook('onClose', () => opened.destroy());
    await checkConnection(database);

    // Migrations may run long or wait for another process's: on PostgreSQL they (and the game
    // data checksums) get connections of their own without the requests' statement limits.
    const setup =
      database.kind === 'postgres'
        ? await openDatabase(config.database, undefined, null)
        : database;
    const files = loadGameFiles(config.gameDataDir);
    let synced: Awaited<ReturnType<typeof syncGameData>>;
    try {
      const ran = await migrateToLatest(setup.db);
      if (ran.length > 0) app.log.info(`Database migrations applied: ${ran.join(', ')}`);
      synced = await syncGameData(setup.db, files.versions);
    } finally {
      if (setup !== database) await setup.destroy();
    }
    app.log.info(
      `Game data: ${synced.map((r) => `${r.version} ${r.status}`).join(', ')} (${database.description})`,
    );
    // One index per version, from the validated files: the API serves it, builds are checked on it.
    const game = indexGameFiles(files);
    const { manifest, current: gameIndex } = game;

    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    await registerSecurityHeaders(app, {
      clientDir: config.clientDir,
      https: config.publicOrigin?.startsWith('https:') ?? false,
      recaptcha: config.accounts.recaptcha !== null,
      thirdPartyScripts: config.thirdPartyScripts,
    });
    // Before every route: shedding load and measuring apply to all of them.
    await registerUnderPressure(app, config.scale);
    const metrics = registerMetrics(app, {
      token: config.scale.metricsToken,
      database,
      source: options.metricsSource,
    });
    // Before every route: the OpenAPI document lists the routes registered after it.
    await registerOpenApi(app);
    // The desk's record of actions: shared by the news editor, the queue and their routes.
    const adminActions = adminActionService(adminActionRepository(database.db));
    const newsService = createNewsService({
      db: database.db,
      news: newsRepository(database.db),
      adminActions,
      // The built site's copy first; the sources' when the server runs without a built client.
      imageDirs: [join(config.clientDir, 'images/news'), resolve('public/images/news')],
    });
    const savedBuildDatabase = savedBuildDb(database.db);
    // No request waits on a database write to be counted: request limits count in memory, in
    // Redis, or in batches (openRequestCounters.ts); views are written in batches too.
    const flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
    const rateLimitCounters = await openRequestCounters(database, config.scale.redisUrl, {
      log: app.log,
      flushIntervalMs,
    });
    // Hooks run last-added first: these write what is pending before the database closes.
    app.addHook('onClose', () => rateLimitCounters.close());
    const savedBuildRepository = createSavedBuildRepository(savedBuildDatabase);
    // Builds whose status was computed on another game version get it anew, beside the requests
    // (a large database takes a while): meanwhile their cards compute it as they are read.
    const buildStatuses = createBuildStatuses(game.indexes, manifest.current);
    // Fan-outs run after the acts that cause them; closing waits for the queued ones.
    const notifier = createNotifier({ db: database.db, log: app.log });
    app.addHook('onClose', () => notifier.settled());
    let closing = false;
    const refreshing = refreshBuildStatuses(
      createBuildStatusRepository(savedBuildDatabase),
      buildStatuses,
      () => closing,
      (buildId, ownerId) => {
        const event = { kind: 'attention', buildId, actorId: null } as const;
        notifier.notify({ ...event, recipients: { users: [ownerId] } });
        notifier.notify({ ...event, recipients: { buildFollowers: buildId } });
      },
    ).then(
      (marked) => {
        if (marked > 0) app.log.info(`Build statuses computed on ${manifest.current}: ${marked}`);
      },
      (error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'build status refresh failed');
      },
    );
    app.addHook('onClose', async () => {
      closing = true;
      await refreshing;
    });
    const buildViews = createBuildViews(savedBuildRepository, { log: app.log, flushIntervalMs });
    app.addHook('onClose', () => buildViews.close());
    const savedBuildService = createSavedBuildService({
      savedBuilds: savedBuildRepository,
      gameIndex,
      currentVersion: manifest.current,
      statuses: buildStatuses,
      views: buildViews,
      notifier,
    });
    const pageViewService = createPageViewService({
      repository: pageViewRepository(database.db),
      throttle: counterThrottle(rateLimitCounters),
      flush: { log: app.log, flushIntervalMs },
    });
    app.addHook('onClose', () => pageViewService.close());
    const previews = createAppBuildPreviews(app, {
      db: database.db,
      gameIndex,
      dataDir: config.dataDir,
      metrics,
    });
    // One service, so the list's pages the site's HTML carries and those the API answers share
    // its cache. A listed card's thumbnail is drawn as the list is read, before it is asked for.
    const publicBuildService = createPublicBuildService(
      createPublicBuildRepository(savedBuildDatabase),
      gameIndex,
      buildStatuses,
      {
        searches: createPublicBuildRepository(savedBuildDb(database.reads)),
        ...(config.thumbnailsAhead && {
          thumbnailListed: (found: FoundThumbnail) => {
            previews.drawThumbnailAhead(found);
          },
        }),
      },
    );
    // Before the static files: every page carries the bot-check's config.
    const accounts = createAccountServices({
      db: database.db,
      config: config.accounts,
      dataDir: config.dataDir,
      https: config.publicOrigin?.startsWith('https:') ?? false,
      siteOrigin: config.siteOrigin,
      log: app.log,
      ...options.accounts,
    });
    app.addHook('onClose', () => accounts.close());
    const buildLinkSharing = createBuildLinkSharing({
      buildLinks: createBuildLinkRepository(database.db),
      savedBuilds: savedBuildService,
      gameIndex,
      currentVersion: manifest.current,
      throttle: accounts.throttle,
      dailyCap: config.scale.linkDailyCap,
    });
    // Every process looks for due digests; a digest's claim lets only one of them send it.
    const digestService = createDigestService({
      db: database.db,
      mailer: accounts.mailer,
      secrets: createServerSecretRepository(accountDb(database.db)),
      siteOrigin: config.siteOrigin,
      log: app.log,
    });
    const stopDigests = scheduleDigests(
      digestService,
      options.digestIntervalMs ?? DIGEST_INTERVAL_MS,
      app.log,
    );
    // Added after the accounts' hook, so it runs first: the mailer is still open.
    app.addHook('onClose', stopDigests);
    if (config.database.kind === 'sqlite') {
      const stopFolds = scheduleSearchIndexFolds(
        config.database.file,
        options.searchFoldIntervalMs ?? SEARCH_FOLD_INTERVAL_MS,
        app.log,
      );
      // Added after the database's hook, so it runs first: no fold outlives the server.
      app.addHook('onClose', stopFolds);
    }
    // Every service, built once here: the routes, the page data and the seeding all use these.
    const services = {
      gameCatalog: createGameCatalog(game),
      health: createHealthCheck(database, manifest.current),
      accounts,
      buildLinkSharing,
      savedBuildService,
      buildRevisionService: createBuildRevisionService({
        revisions: createBuildRevisionRepository(savedBuildDatabase),
        savedBuilds: savedBuildRepository,
        saves: savedBuildService,
      }),
      buildMigrationService: createBuildMigrationService({
        savedBuilds: savedBuildRepository,
        saves: savedBuildService,
        manifest: files.manifest,
        indexes: game.indexes,
        current: gameIndex,
      }),
      // The bundle's manifest (with each version's structure): the browser's rule reads it.
      openedBuildService: createOpenedBuildService({
        savedBuilds: savedBuildService,
        manifest: files.manifest,
        indexes: game.indexes,
      }),
      compareBuildsService: createCompareBuildsService({
        savedBuilds: savedBuildService,
        links: buildLinkSharing,
        indexes: game.indexes,
        current: gameIndex,
      }),
      publicBuildService,
      likeService: createLikeService({
        likes: createLikeRepository(likeDb(savedBuildDatabase)),
        savedBuilds: savedBuildRepository,
        throttle: accounts.throttle,
      }),
      collectionService: createCollectionService({
        collections: createCollectionRepository(collectionDb(savedBuildDatabase)),
        savedBuilds: savedBuildRepository,
        users: accounts.users,
        publicBuilds: publicBuildService,
        throttle: accounts.throttle,
      }),
      commentService: createCommentService({
        db: database.db,
        savedBuilds: savedBuildRepository,
        throttle: accounts.throttle,
        notifier,
      }),
      commentDeskService: createCommentDeskService({
        db: database.db,
        savedBuilds: savedBuildRepository,
        users: accounts.users,
        adminActions,
        notifier,
      }),
      notificationService: createNotificationService({
        db: database.db,
        savedBuilds: savedBuildRepository,
        users: accounts.users,
        throttle: accounts.throttle,
      }),
      digestService,
      reportService: createReportService({
        reports: createReportRepository(reportDb(savedBuildDatabase)),
        savedBuilds: savedBuildRepository,
        throttle: accounts.throttle,
      }),
      moderationQueueService: createModerationQueueService({ db: database.db, adminActions }),
      adminActions,
      pageViewService,
      newsService,
      feedbackService: createFeedbackService({
        db: database.db,
        throttle: accounts.throttle,
        botCheck: accounts.botCheck,
        mailer: accounts.mailer,
        feedbackTo: config.feedbackTo,
      }),
    } satisfies Partial<ApiDeps>;
    const compares = createComparePreviews(services.compareBuildsService, gameIndex);
    // A page's data is the API's own answers, asked in-process by the page door.
    const pageAnswers = createPageAnswers(app);
    const spa = (await registerStaticFiles(app, config.clientDir))
      ? await registerPages(app, {
          clientDir: config.clientDir,
          gameVersion: manifest.current,
          answers: pageAnswers,
          rateLimit: { perMinute: config.pageRateLimitPerMinute, counters: rateLimitCounters },
          heads: previewPageHeads(
            previews,
            config.siteOrigin,
            compares,
            createCollectionPreviews(services.collectionService),
          ),
        })
      : null;
    registerErrorHandlers(app, spa);
    registerCsrfDefence(app, { publicOrigin: config.publicOrigin });
    registerNullCharacterGuard(app);
    if (config.seedExamples) {
      const seeded = await seedExampleBuilds({
        db: database.db,
        savedBuilds: services.savedBuildService,
        collections: services.collectionService,
        gameIndex,
      });
      if ('skipped' in seeded) {
        if (seeded.skipped === 'name-taken-by-a-player') {
          app.log.warn('Example builds not seeded: a player account has the built-in name.');
        }
      } else if (seeded.seeded > 0) {
        app.log.info(`Example builds seeded: ${seeded.seeded}`);
      }
    }
    await app.register(newsFeedRoutes, { news: services.newsService });
    await app.register(apiRoutes, {
      prefix: '/api',
      deps: {
        database,
        thirdPartyScripts: config.thirdPartyScripts,
        ...services,
      },
      rateLimitPerMinute: config.rateLimitPerMinute,
      linkRateLimitPerMinute: config.linkRateLimitPerMinute,
      searchRateLimitPerMinute: config.searchRateLimitPerMinute,
      rateLimitCounters,
      isPageAnswer: (request) => pageAnswers.isPageAnswer(request),
    });
    await app.register(previewRoutes, {
      previews,
      rateLimitPerMinute: config.previewRateLimitPerMinute,
      thumbnailRateLimitPerMinute: config.thumbnailRateLimitPerMinute,
      rateLimitCounters,
      accounts: services.accounts,
      compares,
    });
    await app.ready();
  } catch (error) {
    await database?.destroy().catch(() => undefined);
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
