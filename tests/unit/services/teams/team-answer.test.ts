import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

const answers = vi.hoisted(() => ({ body: undefined as unknown }));
// The real parse, with the schema the service passes: what the app accepts of an answer.
vi.mock('../../../../src/services/http.ts', () => ({
  http: { getJson: async (_path: string, schema: z.ZodType) => schema.parse(answers.body) },
}));

const { listTeams } = await import('../../../../src/services/teams/teams.ts');

/** Spec section 3 names a team's role (and its members); the app reads a team without this backend's count (issue 28). */
describe('the teams from a backend built to the spec', () => {
  it('a team without memberCount is read', async () => {
    answers.body = [{ id: 't1', name: 'Comercial', role: 'MASTER' }];
    await expect(listTeams()).resolves.toEqual([{ id: 't1', name: 'Comercial', role: 'MASTER' }]);
  });

  it("this backend's count is kept when sent", async () => {
    answers.body = [{ id: 't1', name: 'Comercial', role: null, memberCount: 3 }];
    await expect(listTeams()).resolves.toEqual([{ id: 't1', name: 'Comercial', role: null, memberCount: 3 }]);
  });
});
