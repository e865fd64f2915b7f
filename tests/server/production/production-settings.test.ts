import { describe, expect, test } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { assertProductionSettings } from '../../../server/production/required-settings.ts';
import { productionSettings } from './production-settings.ts';

const production = { NODE_ENV: 'production', ...productionSettings };

describe('production mode settings', () => {
  test('unset variables take the production defaults: emulators off, real providers, no demo data', () => {
    const config = readServerConfig(production);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.recall.emulator.enabled).toBe(false);
    expect(config.google.emulator.enabled).toBe(false);
    expect(config.microsoft.emulator.enabled).toBe(false);
    expect(config.crm.emulators).toBe(false);
    expect(config.webhook.receiver).toBe(false);
    expect(config.webhook.allowLoopback).toBe(false);
    expect(config.outboxHttp).toBe(false);
    expect(config.corpDemoSso).toBe(false);
    expect(config.google.tokenBaseUrl).toBe('https://oauth2.googleapis.com');
    expect(config.crm.baseUrls.hubspot).toBe('https://api.hubapi.com');
  });

  test('what is set wins, and an emulator turned on explicitly waives its provider settings', () => {
    const {
      RECALL_BASE_URL: _url,
      RECALL_API_KEY: _key,
      RECALL_WEBHOOK_SECRET: _secret,
      ...rest
    } = production;
    const staging = { ...rest, RECALL_EMULATOR: 'true', SEED_DEMO: 'true' };
    expect(() => assertProductionSettings(staging)).not.toThrow();
    const config = readServerConfig(staging);
    expect(config.recall.emulator.enabled).toBe(true);
    expect(config.seedDemo).toBe(true);
  });

  test('with a real Cognito pool (JWKS_URL), the AWS credentials of its admin operations are required', () => {
    const jwksUrl = 'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_AbC/.well-known/jwks.json';
    const cognito = { ...production, JWKS_URL: jwksUrl, USER_POOL_ID: 'sa-east-1_AbC' };
    expect(() => assertProductionSettings(cognito)).toThrow(
      /IDENTITY_ADMIN_ACCESS_KEY_ID, IDENTITY_ADMIN_SECRET_ACCESS_KEY/,
    );
    const configured = {
      ...cognito,
      IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIAEXEMPLO',
      IDENTITY_ADMIN_SECRET_ACCESS_KEY: 'segredo',
    };
    expect(() => assertProductionSettings(configured)).not.toThrow();
    // Amazon Cognito's own endpoint for the pool's region, signed with the configured key pair.
    expect(readServerConfig(configured).identityAdmin).toEqual({
      userPoolId: 'sa-east-1_AbC',
      region: 'sa-east-1',
      endpoint: undefined,
      credentials: { accessKeyId: 'AKIAEXEMPLO', secretAccessKey: 'segredo' },
    });
    // The embedded pool needs none: the installation's key pair signs its admin calls.
    expect(readServerConfig(production).identityAdmin.credentials).toBeUndefined();
  });

  test('an empty value counts as unset', () => {
    expect(() => assertProductionSettings({ ...production, SECRETS_KEY: '' })).toThrow(/SECRETS_KEY/);
  });

  test('outside production nothing is required and the embedded defaults stay', () => {
    expect(() => assertProductionSettings({})).not.toThrow();
    const config = readServerConfig({});
    expect(config.production).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.recall.emulator.enabled).toBe(true);
  });
});
