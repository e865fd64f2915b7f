import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { crmEmulatorRoutes } from '../../../server/emulators/crm/index.ts';
import type { ReceivedNote } from '../../../server/emulators/crm/received-notes.ts';

export type EmulatorServer = {
  /** `http://127.0.0.1:port/emulators`: + `/hubspot`, `/rdstation`, `/pipedrive` is each adapter's base URL. */
  base: string;
  notes(query?: string): Promise<ReceivedNote[]>;
  close(): Promise<void>;
};

/** The embedded CRM emulators alone, on a free loopback port, as the adapters reach them over HTTP. */
export async function startEmulators(): Promise<EmulatorServer> {
  const app = new Hono().route('/emulators', crmEmulatorRoutes(true));
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulators`;
  return {
    base,
    notes: async (query = '') => (await (await fetch(`${base}/_notes${query}`)).json()) as ReceivedNote[],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
