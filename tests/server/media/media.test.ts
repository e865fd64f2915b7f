import { expect, test } from 'vitest';
import { createUrlSigner } from '../../../server/providers/media/signing.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { accounts, meetingIdAt } from '../support/seed-facts.ts';
import { describeUploadsOnEveryDatabase, patternedBytes, uploadedVideo } from './support/upload-server.ts';

const seller = accounts.seller.email;
const video = patternedBytes(1_000_000);

describeUploadsOnEveryDatabase('GET /api/meetings/videourl and voipurl', {}, (server) => {
  let meetingId = '';
  const videoUrl = async (email = seller) => {
    if (!meetingId) meetingId = await uploadedVideo(server(), seller, video);
    return server().call('GET', `/api/meetings/videourl/${meetingId}`, email);
  };

  test('a signed URL with the content type; the file answers Range requests with 206 and the right bytes', async () => {
    const response = await videoUrl();
    expect(response.status).toBe(200);
    const media = mediaUrlSchema.parse(await response.json());
    expect(media.contentType).toBe('video/mp4');
    expect(new Date(media.expiresAt).getTime()).toBeGreaterThan(Date.now());

    const whole = await fetch(media.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const middle = await fetch(media.url, { headers: { range: 'bytes=1000-1999' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
    expect(middle.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await middle.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);

    const open = await fetch(media.url, { headers: { range: `bytes=${video.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(video.subarray(-10))).toBe(true);
    const suffix = await fetch(media.url, { headers: { range: 'bytes=-16' } });
    expect(Buffer.from(await suffix.arrayBuffer()).equals(video.subarray(-16))).toBe(true);

    const beyond = await fetch(media.url, { headers: { range: `bytes=${video.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });

  test('a tampered or expired media URL is 403', async () => {
    const { url } = mediaUrlSchema.parse(await (await videoUrl()).json());
    const tampered = url.replace('/video?', '/audio?');
    expect((await fetch(tampered)).status).toBe(403);
    const { dataDir, secretsKey } = server().running.config;
    // The key the server signs with: on PostgreSQL without SECRETS_KEY it is the database's, not the data dir's.
    const signer = createUrlSigner(dataDir, secretsKey);
    const old = await signer.sign({ purpose: 'media', meetingId, kind: 'video' }, 60, Date.now() - 3_600_000);
    const expired = await fetch(
      `${server().baseUrl}/api/files/media/${meetingId}/video?expires=${old.expires}&signature=${old.signature}`,
    );
    expect(expired.status).toBe(403);
    expect(apiErrorSchema.parse(await expired.json()).message).toBe(
      'O link de mídia expirou. Solicite um novo link.',
    );
  });

  test('no recording: 404 "Esta reunião não tem gravação."', async () => {
    await videoUrl();
    const voip = await server().call('GET', `/api/meetings/voipurl/${meetingId}`, seller);
    expect(voip.status).toBe(404);
    expect(apiErrorSchema.parse(await voip.json()).message).toBe('Esta reunião não tem gravação.');
    const seeded = await server().call(
      'GET',
      `/api/meetings/videourl/${meetingIdAt(0)}`,
      accounts.admin.email,
    );
    expect(apiErrorSchema.parse(await seeded.json()).message).toBe('Esta reunião não tem gravação.');
  });

  test("another company's meeting is 404; the team leader and the admin may watch", async () => {
    const other = await videoUrl(accounts.otherCompany.email);
    expect(other.status).toBe(404);
    expect(apiErrorSchema.parse(await other.json()).message).toBe('Reunião não encontrada.');
    expect((await videoUrl(accounts.leader.email)).status).toBe(200);
    expect((await videoUrl(accounts.admin.email)).status).toBe(200);
    expect((await fetch(`${server().baseUrl}/api/meetings/videourl/${meetingId}`)).status).toBe(401);
  });
});
