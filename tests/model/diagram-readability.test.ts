import { describe, expect, it } from 'vitest';
import { edgeCrossings } from '../../src/devtools/diagram/crossings.ts';
import { layoutMachineGraph, machineGraph } from '../../src/devtools/diagram/index.ts';
import { loginMachine } from '../../src/machines/auth/login/login.machine.ts';
import { signInChallengeMachine } from '../../src/machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import { uploadMachine } from '../../src/machines/uploads/upload/upload.machine.ts';
import { uploadTransferMachine } from '../../src/machines/uploads/upload-transfer/upload-transfer.machine.ts';
import { uploadProcessingMachine } from '../../src/machines/uploads/upload-processing/upload-processing.machine.ts';

/*
 * The largest machines stay readable on a 1280 px wide screen (docs/testing.md, "Diagrams"): fitted to that
 * width their 12 px labels stay at 10 px or more (drawing at most 1536 px wide), and their arrows
 * cross a bounded number of times (upload 28, login 24 when this was written; upload 15 since its transfer
 * became a child machine; the limits leave room for a few more states, not for the star of crossing error
 * arrows the Mermaid drawings had).
 */
describe.each([
  ['upload', uploadMachine, 40],
  ['login', loginMachine, 35],
  // Login's challenge, drawn on its own since it became a child machine (2 crossings then).
  ['sign-in-challenge', signInChallengeMachine, 10],
  // Upload's transfer, drawn on its own since it became a child machine (1 crossing then).
  ['upload-transfer', uploadTransferMachine, 10],
  // Upload's processing, drawn on its own since it became a child machine.
  ['upload-processing', uploadProcessingMachine, 10],
] as const)('the %s diagram', (name, machine, maxCrossings) => {
  it('fits a 1280 px screen with legible text and few crossings', { timeout: 30_000 }, async () => {
    const layout = await layoutMachineGraph(machineGraph(name, machine));
    expect(layout.width).toBeLessThanOrEqual(1536);
    expect(edgeCrossings(layout)).toBeLessThanOrEqual(maxCrossings);
  });
});
