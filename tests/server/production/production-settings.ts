/** Every setting production mode requires, with made-up values (nothing is called at start-up). */
export const productionSettings = {
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  RECALL_BASE_URL: 'https://us-east-1.recall.ai',
  RECALL_API_KEY: 'chave-da-recall',
  RECALL_WEBHOOK_SECRET: 'whsec_c2VncmVkby1kYS1yZWNhbGw=',
  GOOGLE_CLIENT_ID: 'pauta.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'segredo-do-google',
  MICROSOFT_CLIENT_ID: '00000000-0000-0000-0000-000000000001',
  MICROSOFT_CLIENT_SECRET: 'segredo-da-microsoft',
  SMTP_URL: 'smtp://pauta:senha-smtp@127.0.0.1:2525',
};
