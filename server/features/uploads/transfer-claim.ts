import { randomUUID } from 'node:crypto';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Store } from '../store.ts';

type ClaimOptions = {
  uploads: Store['uploads'];
  meetingId: string;
  /** How long a claim holds without renewal (UPLOAD_TRANSFER_LEASE_SECONDS); renewed every third of it. */
  leaseSeconds: number;
  /** The bytes on disk now, recorded with each renewal as the upload's progress. */
  bytesOnDisk: () => Promise<number>;
  /** The claim was dropped meanwhile (the upload cancelled or reset, on any server): stop writing. */
  onLost: () => void;
};

/**
 * Runs `work` (the writing of an upload's bytes) while holding the upload's transfer claim in the database,
 * so one PUT at a time writes, whichever server took it: a second PUT is refused with 409 and the client
 * asks where to resume. The claim is renewed while `work` runs and released after it.
 */
export async function holdingTransferClaim<T>(options: ClaimOptions, work: () => Promise<T>): Promise<T> {
  const { uploads, meetingId, leaseSeconds } = options;
  const transferId = randomUUID();
  if (!(await uploads.claimTransfer(meetingId, transferId, leaseSeconds))) {
    throw new DomainError('upload-in-progress');
  }
  const renew = async () => {
    const kept = await uploads.renewTransfer(
      meetingId,
      transferId,
      leaseSeconds,
      await options.bytesOnDisk(),
    );
    if (!kept) options.onLost();
  };
  let renewing: Promise<void> = Promise.resolve();
  const renewals = setInterval(
    () => {
      renewing = renew().catch((error: unknown) =>
        console.error(`[upload] renewing the transfer claim of ${meetingId} failed:`, error),
      );
    },
    (leaseSeconds * 1000) / 3,
  );
  try {
    return await work();
  } finally {
    clearInterval(renewals);
    await renewing;
    await uploads.releaseTransfer(meetingId, transferId);
  }
}
