import { describe, expect, it, vi } from 'vitest';
import { createShareGuestClient } from '../../../../src/services/sharing/share.ts';
import { HttpError } from '../../../../src/services/http.ts';
import { sharedMeeting } from '../../../model/sharing/share.fixtures.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the share guest client', () => {
  it('sends only Basic base64(shareId:password), UTF-8, and no cookies', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, sharedMeeting));
    const client = createShareGuestClient({ fetch, prefixUrl: 'http://pauta.test/api' });
    expect(await client.getMeeting({ shareId: 'share-abc', password: 'açaí-2026' })).toEqual(sharedMeeting);

    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://pauta.test/api/share/meeting');
    expect(request.credentials).toBe('omit');
    const encoded = request.headers.get('Authorization')?.replace(/^Basic /, '') ?? '';
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)))).toBe(
      'share-abc:açaí-2026',
    );
  });

  it('a 401 is an HttpError with the server sentence, never retried', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      json(401, { status: 401, title: 'Não autorizado', message: 'Link ou senha inválidos.' }),
    );
    const client = createShareGuestClient({ fetch, prefixUrl: 'http://pauta.test/api' });
    const error = await client
      .getVideo({ shareId: 'share-abc', password: 'errada' })
      .catch((reason) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body: { message: 'Link ou senha inválidos.' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
