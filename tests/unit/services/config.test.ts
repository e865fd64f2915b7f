import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '../../../src/services/config.ts';

describe('parseAppConfig', () => {
  it('takes the embedded defaults when nothing is set', () => {
    expect(parseAppConfig({}, 'http://localhost:4173')).toEqual({
      apiPrefix: '/api',
      userPoolId: 'local_pauta',
      userPoolClientId: 'pauta-web',
      identityEndpoint: 'http://localhost:4173/cognito',
      region: 'us-east-1',
      passwordSignInFlow: 'CUSTOM_WITH_SRP',
      maintenanceMode: false,
      whatsappNumber: '5511999999999',
    });
  });

  it('reads every variable', () => {
    const config = parseAppConfig(
      {
        VITE_USER_POOL_ID: 'us-east-1_abc',
        VITE_USER_POOL_CLIENT_ID: 'client',
        VITE_IDENTITY_ENDPOINT: 'https://cognito-idp.us-east-1.amazonaws.com',
        VITE_MAINTENANCE_MODE: 'true',
        VITE_WHATSAPP_NUMBER: '5521988887777',
      },
      'http://localhost:4173',
    );
    expect(config).toMatchObject({
      userPoolId: 'us-east-1_abc',
      userPoolClientId: 'client',
      identityEndpoint: 'https://cognito-idp.us-east-1.amazonaws.com',
      maintenanceMode: true,
      whatsappNumber: '5521988887777',
    });
  });

  it("signs in with the spec's USER_SRP_AUTH against a pool elsewhere, CUSTOM_WITH_SRP against the embedded one, unless told", () => {
    const flowOf = (env: Record<string, string>) => parseAppConfig(env, '').passwordSignInFlow;
    const cognito = 'https://cognito-idp.sa-east-1.amazonaws.com';
    expect(flowOf({ VITE_IDENTITY_ENDPOINT: cognito })).toBe('USER_SRP_AUTH');
    expect(flowOf({})).toBe('CUSTOM_WITH_SRP');
    expect(flowOf({ VITE_IDENTITY_ENDPOINT: cognito, VITE_PASSWORD_SIGN_IN_FLOW: 'CUSTOM_WITH_SRP' })).toBe(
      'CUSTOM_WITH_SRP',
    );
    expect(flowOf({ VITE_PASSWORD_SIGN_IN_FLOW: 'USER_SRP_AUTH' })).toBe('USER_SRP_AUTH');
  });

  it('refuses a malformed flag or number', () => {
    expect(() => parseAppConfig({ VITE_MAINTENANCE_MODE: 'yes' }, '')).toThrow('VITE_MAINTENANCE_MODE');
    expect(() => parseAppConfig({ VITE_WHATSAPP_NUMBER: '+55 11' }, '')).toThrow('VITE_WHATSAPP_NUMBER');
  });
});
