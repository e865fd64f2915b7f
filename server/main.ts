import { accounts, demoPassword } from './db/seed/accounts.ts';
import { startServer } from './http/start-server.ts';
import { outsideServices } from './production/outside-services.ts';
import { ProductionSettingsMissing } from './production/required-settings.ts';

/** `npm start`: the whole product in one process, until SIGINT or SIGTERM. */
const server = await startServer().catch((error: unknown) => {
  // A refusal is the message itself; a stack would only bury the settings it names.
  if (!(error instanceof ProductionSettingsMissing)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { config } = server;

// The start-up report is written at once: read from a pipe (a supervisor, the tests), its lines arrive
// together, never with a background job's log line between them.
const report = [
  `Pauta está no ar em ${config.publicUrl}${config.production ? ' (modo de produção)' : ''}`,
  `Login hospedado (SSO) em ${config.hostedUiUrl}; certificado TLS autoassinado: ${server.tlsCertificatePath}`,
  config.databaseUrl
    ? 'Banco de dados: PostgreSQL (DATABASE_URL)'
    : `Banco de dados: PGlite em ${config.dataDir}`,
  'Serviços externos:',
  ...outsideServices(config).map(({ service, target }) => `  ${service.padEnd(30)} ${target}`),
  ...(config.seedDemo
    ? [
        `Contas de demonstração (senha ${demoPassword}):`,
        ...Object.values(accounts).map((account) => `  ${account.email.padEnd(30)} ${account.description}`),
      ]
    : []),
];
console.log(report.join('\n'));

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  // A second signal while closing means the person wants out now.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: encerrando...`);
  try {
    // PGlite writes its files on close; exiting without it can lose the latest changes.
    await server.close();
    process.exit(0);
  } catch (error) {
    console.error('Falha ao encerrar', error);
    process.exit(1);
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
