import { isProduction } from './production-defaults.ts';

/**
 * A group of settings production cannot run without: each has a built-in default that is public (it is in
 * this repository) or points at an emulator, and the group is waived only when its emulator was turned on
 * explicitly (`waivedBy`, e.g. `RECALL_EMULATOR=true` for a staging copy).
 */
type Requirement = {
  settings: readonly string[];
  why: string;
  waivedBy?: string;
  /** Required only when this setting is set (the real provider in use instead of the embedded one). */
  onlyWith?: string;
};

const requirements: readonly Requirement[] = [
  {
    settings: ['SECRETS_KEY'],
    why: 'a chave que lacra os segredos guardados (chaves de CRM, tokens de agenda, segredos de webhook) e assina as URLs de mídia; gerada sozinha, ela fica junto dos dados que protege',
  },
  {
    settings: ['RECALL_BASE_URL', 'RECALL_API_KEY', 'RECALL_WEBHOOK_SECRET'],
    why: 'o robô que entra nas reuniões (Recall.ai): a região, a chave da API e o segredo que assina os webhooks',
    waivedBy: 'RECALL_EMULATOR',
  },
  {
    settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    why: 'o cliente OAuth do Google Agenda; os valores embutidos são os do emulador',
    waivedBy: 'GOOGLE_EMULATOR',
  },
  {
    settings: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    why: 'o app do Outlook (Microsoft Entra); os valores embutidos são os do emulador',
    waivedBy: 'MICROSOFT_EMULATOR',
  },
  {
    settings: ['IDENTITY_ADMIN_ACCESS_KEY_ID', 'IDENTITY_ADMIN_SECRET_ACCESS_KEY'],
    why: 'as credenciais da AWS com que o servidor convida, desativa e desconecta pessoas no user pool do Amazon Cognito que JWKS_URL indica',
    onlyWith: 'JWKS_URL',
  },
  {
    settings: ['SMTP_URL'],
    why: 'o servidor de e-mail; sem ele os e-mails vão para um arquivo local e ninguém os recebe',
  },
];

/** Start-up refused in production; the message names every missing setting at once. */
export class ProductionSettingsMissing extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      [
        'Modo de produção (NODE_ENV=production): o servidor não inicia enquanto faltar uma configuração.',
        ...missing,
        'Veja "Going to production" no README.',
      ].join('\n'),
    );
    this.name = 'ProductionSettingsMissing';
  }
}

/** Throws, in production, while a required setting is unset (empty counts as unset). */
export function assertProductionSettings(env: NodeJS.ProcessEnv): void {
  if (!isProduction(env)) return;
  const missing = requirements.flatMap(({ settings, why, waivedBy, onlyWith }) => {
    if (waivedBy && env[waivedBy] === 'true') return [];
    if (onlyWith && !env[onlyWith]) return [];
    const unset = settings.filter((name) => !env[name]);
    return unset.length === 0 ? [] : [`- defina ${unset.join(', ')}: ${why}.`];
  });
  if (missing.length > 0) throw new ProductionSettingsMissing(missing);
}
