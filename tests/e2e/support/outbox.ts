import { expect, type APIRequestContext } from '@playwright/test';

/** The newest code the identity service "e-mailed" to `to` (GET /cognito/_outbox lists newest first). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/cognito/_outbox?${new URLSearchParams({ to })}`);
  expect(response.ok()).toBe(true);
  const [newest] = (await response.json()) as { code: string }[];
  if (!newest) throw new Error(`no code in the outbox for ${to}`);
  return newest.code;
}
