import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/**
 * A Cognito client other than Amplify: boto3, whose answers are parsed with AWS's own cognito-idp service
 * model, makes every call of boto3/cognito_calls.py (USER_AUTH, SMS, CUSTOM_AUTH, passkeys, devices...). Without python3 and
 * boto3 this fails, saying what to install: the check is part of the suite, not optional.
 */

const PASSWORD = 'Demo@2026!';
const PHONE = '+5511987650003';
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'boto3', 'cognito_calls.py');
const install = 'apt-get install -y python3-boto3';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  const { adminCreateUser } = server.identity.userPool;
  await adminCreateUser({ email: 'boto@demo.com.br', password: PASSWORD });
  await adminCreateUser({
    email: 'boto-sms@demo.com.br',
    password: PASSWORD,
    attributes: { phone_number: PHONE, phone_number_verified: 'true' },
    mfa: { smsOtp: true, preferred: 'SMS' },
  });
});

afterAll(async () => {
  await server?.close();
});

type Outcome = { call: string; ok: boolean; error?: string };

function runPython(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('python3', args, { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => resolve({ code: -1, stdout, stderr: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

it('gets well-formed answers for every call of the script', async () => {
  const probe = await runPython(['-c', 'import boto3'], {});
  expect(probe.code, `python3 with boto3 is needed for this check: ${install} (${probe.stderr.trim()})`).toBe(
    0,
  );

  const run = await runPython([script], {
    COGNITO_ENDPOINT: server.endpoint,
    COGNITO_CLIENT_ID: server.config.userPoolClientId,
    COGNITO_PASSWORD: PASSWORD,
    COGNITO_PLAIN_USER: 'boto@demo.com.br',
    COGNITO_SMS_USER: 'boto-sms@demo.com.br',
    COGNITO_SMS_PHONE: PHONE,
  });
  if (run.code !== 0) throw new Error(`the boto3 script failed: ${run.stderr}`);
  const outcomes = run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Outcome);
  expect(outcomes.length).toBeGreaterThan(0);
  expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([]);
});
