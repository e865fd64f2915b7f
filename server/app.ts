import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { authenticate, type ApiEnv } from './http/auth.ts';
import { answerError, answerNotFound } from './http/errors.ts';
import { serveSpa } from './http/spa.ts';
import { createMediaServices } from './media/services.ts';
import { mediaUrlRoutes, signedFileRoutes } from './routes/media.ts';
import { authRoutes } from './routes/auth.ts';
import { meetingsRoutes } from './routes/meetings.ts';
import { passwordRoutes } from './routes/password.ts';
import { teamsRoutes } from './routes/teams.ts';
import { uploadRoutes } from './routes/upload.ts';
import { usersRoutes } from './routes/users.ts';
import { answersRoutes } from './routes/answers.ts';
import { enrichmentRoutes } from './routes/enrichment.ts';
import { transcriptionsRoutes } from './routes/transcriptions.ts';
import { createAiProvider, type AiProvider } from './ai/index.ts';
import { createBotProvider, type BotProvider } from './bot/index.ts';
import type { IdentityService } from './identity/index.ts';

export type AppDeps = {
  db: Database;
  config: ServerConfig;
  identity: Pick<IdentityService, 'routes' | 'userPool'>;
  /** Where the built SPA lives; config.distDir (DIST_DIR, `dist/` of the project) by default. */
  distDir?: string;
  /** The meeting bot and the AI; by default the embedded ones (or the AI_BASE_URL adapter). */
  bot?: BotProvider;
  ai?: AiProvider;
};

/** The whole HTTP surface of one process: identity service, /api and the SPA. */
export function createApp({ db, config, identity, distDir = config.distDir, ...providers }: AppDeps): Hono {
  const ai = providers.ai ?? createAiProvider(config);
  const bot = providers.bot ?? createBotProvider({ db, ai, config });
  // The bot's schedule survives restarts in the database; pick it up now.
  bot.resume().catch((error: unknown) => console.error('[bot] could not resume the schedule', error));
  const media = createMediaServices({ db, config });
  const api = new Hono<ApiEnv>()
    .use('*', authenticate({ db, config }))
    .route('/users', usersRoutes({ db }))
    .route('/', passwordRoutes({ db }))
    .route('/upload', uploadRoutes(media))
    // Before meetingsRoutes: /meetings/videourl/{id} and /voipurl/{id} must not be read as a meeting id.
    .route('/meetings', mediaUrlRoutes(media))
    .route('/meetings', meetingsRoutes({ db, bot, ai, storage: media.storage }))
    .route('/meeting', answersRoutes({ db, ai }))
    .route('/transcriptions', transcriptionsRoutes({ db, ai }))
    .route('/enrichment', enrichmentRoutes({ db }))
    .route('/teams', teamsRoutes({ db }));

  const app = new Hono();
  app.onError(answerError);
  app.notFound(answerNotFound);
  app.route('/cognito', identity.routes);
  // Signed upload and media URLs carry their own credential; registered first, they answer before /api's auth.
  app.route('/api/files', signedFileRoutes(media));
  // Public sign-in helpers (basic login, SSO provider): registered first, they answer before /api's auth.
  app.route('/api/auth', authRoutes({ db, identity }));
  app.route('/api', api);
  // Unknown API and identity paths answer JSON 404 here, before the SPA's catch-all could claim them.
  app.all('/api/*', answerNotFound);
  app.all('/cognito/*', answerNotFound);
  serveSpa(app, distDir);
  return app;
}
