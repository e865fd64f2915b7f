import { Hono } from 'hono';
import { isLoopbackAddress, clientAddressOf, type SocketEnv } from '../../http/client-address.ts';
import { hubspotEmulator } from './hubspot.ts';
import { pipedriveEmulator } from './pipedrive.ts';
import { createReceivedNotes } from './received-notes.ts';
import { rdstationEmulator } from './rdstation.ts';

/**
 * The CRM emulators, meant to be mounted at /emulators: HubSpot, RD Station CRM and Pipedrive at their real
 * paths under /emulators/hubspot, /emulators/rdstation and /emulators/pipedrive (the adapters' default base
 * URLs), and `GET /emulators/_notes?provider=&email=`, the notes they received, newest first: a developer
 * tool answered to loopback clients only, since notes carry meeting summaries. Disabled: no route (404).
 */
export function crmEmulatorRoutes(enabled: boolean): Hono<SocketEnv> {
  const routes = new Hono<SocketEnv>();
  if (!enabled) return routes;
  const notes = createReceivedNotes();
  return routes
    .get('/_notes', (c) => {
      if (!isLoopbackAddress(clientAddressOf(c))) return c.notFound();
      return c.json(notes.list({ provider: c.req.query('provider'), email: c.req.query('email') }));
    })
    .route('/hubspot', hubspotEmulator(notes))
    .route('/rdstation', rdstationEmulator(notes))
    .route('/pipedrive', pipedriveEmulator(notes));
}
