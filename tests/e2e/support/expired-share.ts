import type { Database } from '../../../server/db/database.ts';
import { hashPassword } from '../../../server/crypto/passwords.ts';
import { meetingIdAt, meetingPlan } from '../../server/support/seed-facts.ts';

/**
 * A link whose expiry day is already past, for the guest's refusal (tests/e2e/sharing/share-choices.spec.ts).
 * Time is the database's: the e2e server writes it at start with yesterday by the database's clock, since a
 * spec cannot move the server's time while it runs. It shares the seller's last finished client call, which
 * no spec shares otherwise, and no spec changes it, so repetitions read the same link.
 */
export const expiredShare = {
  meetingId: meetingIdAt(
    meetingPlan.findLastIndex(
      (plan) => plan.owner === 'seller' && plan.status === 'done' && plan.kind !== 'internal',
    ),
  ),
  shareId: 'e2e-link-que-ja-expirou-01',
  password: 'senha-do-link-expirado',
};

export async function writeExpiredShare(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO meeting_shares (meeting_id, share_id, password_hash, expires_on)
     VALUES ($1, $2, $3, (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1)
     ON CONFLICT (meeting_id) DO NOTHING`,
    [expiredShare.meetingId, expiredShare.shareId, await hashPassword(expiredShare.password)],
  );
}
