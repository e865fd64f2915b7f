import { createHash, randomBytes } from 'node:crypto';

/** A value handed to the browser; the database keeps only its hash. */
export const newSecret = () => randomBytes(32).toString('base64url');
export const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
