import type { Database } from '../../../server/db/database.ts';
import { hashPassword } from '../../../server/crypto/passwords.ts';
import { meetingIdAt, meetingPlan } from '../../server/support/seed-facts.ts';

/**
 * A live public link for the conformance run (tests/e2e/conformance/), where the share panel cannot make
 * one: turning a link on is an extension, off there. The seller's first finished client call (which has a
 * recording, issue 30); written at the server's start only when API_EXTENSIONS=off, so the full suite's
 * sharing specs never meet it.
 */
export const conformanceShare = {
  meetingId: meetingIdAt(
    meetingPlan.findIndex(
      (plan) => plan.owner === 'seller' && plan.status === 'done' && plan.kind !== 'internal',
    ),
  ),
  shareId: 'e2e-link-da-conformidade-01',
  password: 'senha-da-conformidade',
};

export async function writeConformanceShare(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO meeting_shares (meeting_id, share_id, password_hash) VALUES ($1, $2, $3)
     ON CONFLICT (meeting_id) DO NOTHING`,
    [conformanceShare.meetingId, conformanceShare.shareId, await hashPassword(conformanceShare.password)],
  );
}
