import type { Database } from '../../db/database.ts';
import { installationAdminCredentials } from '../../identity/admin-credentials.ts';
import { createCognitoIdentityAdmin } from './cognito.ts';
import type { IdentityAdminConfig } from './config.ts';
import type { IdentityAdmin } from './identity-admin.ts';

export type { IdentityAdmin } from './identity-admin.ts';

/**
 * The identity admin adapter configuration selects: the configured AWS credentials, or the embedded pool's
 * installation key pair (the same the embedded identity service verifies).
 */
export async function identityAdminFrom(config: IdentityAdminConfig, db: Database): Promise<IdentityAdmin> {
  return createCognitoIdentityAdmin({
    userPoolId: config.userPoolId,
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials ?? (await installationAdminCredentials(db)),
  });
}
