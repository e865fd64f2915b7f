import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { authenticate, type ApiEnv } from './http/auth.ts';
import { answerError, answerNotFound } from './http/errors.ts';
import { serveSpa } from './http/spa.ts';
import { meetingsRoutes } from './routes/meetings.ts';
import { teamsRoutes } from './routes/teams.ts';
import { usersRoutes } from './routes/users.ts';
import type { IdentityService } from './identity/index.ts';

export type AppDeps = {
  db: Database;
  config: ServerConfig;
  identity: Pick<IdentityService, 'routes'>;
  /** Where the built SPA lives; config.distDir (DIST_DIR, `dist/` of the project) by default. */
  distDir?: string;
};

/** The whole HTTP surface of one process: identity service, /api and the SPA. */
export function createApp({ db, config, identity, distDir = config.distDir }: AppDeps): Hono {
  const api = new Hono<ApiEnv>()
    .use('*', authenticate({ db, config }))
    .route('/users', usersRoutes({ db }))
    .route('/meetings', meetingsRoutes({ db }))
    .route('/teams', teamsRoutes({ db }));

  const app = new Hono();
  app.onError(answerError);
  app.notFound(answerNotFound);
  app.route('/cognito', identity.routes);
  app.route('/api', api);
  // Unknown API and identity paths answer JSON 404 here, before the SPA's catch-all could claim them.
  app.all('/api/*', answerNotFound);
  app.all('/cognito/*', answerNotFound);
  serveSpa(app, distDir);
  return app;
}
