import { describe, expect, it } from 'vitest';
import { webhookUrlMaxLength } from '../../../../src/domain/webhook-url.ts';
import { webhookFormSchema } from '../../../../src/views/webhooks/webhook-form-schema.ts';

const refusalOf = (url: string) => webhookFormSchema.safeParse({ url }).error?.issues[0]?.message;

describe('the webhook form schema', () => {
  it.each([
    ['', 'integrations:webhook.problems.empty'],
    ['   ', 'integrations:webhook.problems.empty'],
    ['exemplo', 'integrations:webhook.problems.invalid'],
    ['ftp://exemplo.com.br/hook', 'integrations:webhook.problems.invalid'],
    ['http://exemplo.com.br/hook', 'integrations:webhook.problems.notHttps'],
    ['https://eu:senha@exemplo.com.br/hook', 'integrations:webhook.problems.credentials'],
    [`https://exemplo.com.br/${'a'.repeat(webhookUrlMaxLength)}`, 'integrations:webhook.problems.tooLong'],
  ])('refuses %j with the key of what is wrong', (url, key) => {
    expect(refusalOf(url)).toBe(key);
  });

  it('hands on the URL trimmed; http only for this machine', () => {
    expect(webhookFormSchema.parse({ url: '  https://hooks.exemplo.com.br/pauta ' })).toEqual({
      url: 'https://hooks.exemplo.com.br/pauta',
    });
    expect(webhookFormSchema.parse({ url: 'http://localhost:4000/hook' }).url).toBe(
      'http://localhost:4000/hook',
    );
  });
});
