import { describe, expect, test } from 'vitest';
import { botConfigMessages, botConfigSchema, defaultBotName } from '../../../src/api-contract/bot-config.ts';
import { refusalMessage, serverForFile } from '../support/file-server.ts';
import { pngOf } from '../support/png.ts';
import { accounts } from '../support/seed-facts.ts';
import { startOn } from '../support/test-server.ts';

const path = '/api/companies/bot-config';
const admin = accounts.admin.email;
const seller = accounts.seller.email;
const server = serverForFile(() => startOn('pglite'));
const { call, tokenOf } = server;

async function upload(email: string, bytes: Uint8Array<ArrayBuffer>, field = 'image', fileName = 'bot.png') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'image/png' }), fileName);
  return fetch(`${server.baseUrl}${path}/image`, {
    method: 'POST',
    headers: { authorization: await tokenOf(email) },
    body: form,
  });
}
const read = async (email: string) => botConfigSchema.parse(await (await call(email, 'GET', path)).json());
async function accepted(response: Response) {
  expect(response.status).toBe(200);
  return botConfigSchema.parse(await response.json());
}

describe('bot config', () => {
  test('a company starts with the defaults: the default name, no picture, picture shown, no privacy e-mail', async () => {
    expect(await read(admin)).toEqual({
      name: defaultBotName,
      image: null,
      imageStatus: 'active',
      privacyEmailEnabled: false,
    });
  });

  test('an administrator names the bot (trimmed) and reads it; nobody else reads it (spec section 6)', async () => {
    expect((await accepted(await call(admin, 'PUT', `${path}/name`, { name: '  Ana da Pauta ' }))).name).toBe(
      'Ana da Pauta',
    );
    expect((await read(admin)).name).toBe('Ana da Pauta');
    for (const email of [seller, accounts.leader.email, accounts.otherCompany.email]) {
      expect(await refusalMessage(await call(email, 'GET', path), 403)).toBe(botConfigMessages.adminOnlyRead);
    }
  });

  test('bad names are refused in Portuguese', async () => {
    expect(await refusalMessage(await call(admin, 'PUT', `${path}/name`, { name: '   ' }), 400)).toBe(
      botConfigMessages.nameEmpty,
    );
    expect(await refusalMessage(await call(admin, 'PUT', `${path}/name`, {}), 400)).toBe(
      botConfigMessages.nameEmpty,
    );
    expect(
      await refusalMessage(await call(admin, 'PUT', `${path}/name`, { name: 'x'.repeat(61) }), 400),
    ).toBe(botConfigMessages.nameTooLong);
    expect(
      await refusalMessage(await call(admin, 'PUT', `${path}/image-status`, { imageStatus: 'on' }), 400),
    ).toMatch(/active ou inactive/);
    expect(
      await refusalMessage(
        await call(admin, 'PUT', `${path}/privacy-email`, { privacyEmailEnabled: 'sim' }),
        400,
      ),
    ).toMatch(/true ou false/);
  });

  test('only an administrator changes it: everyone else gets a 403 in Portuguese and nothing changes', async () => {
    const before = await read(admin);
    for (const email of [seller, accounts.leader.email, accounts.otherCompany.email]) {
      expect(await refusalMessage(await call(email, 'PUT', `${path}/name`, { name: 'Intruso' }), 403)).toBe(
        botConfigMessages.adminOnly,
      );
      expect(
        await refusalMessage(
          await call(email, 'PUT', `${path}/privacy-email`, { privacyEmailEnabled: true }),
          403,
        ),
      ).toBe(botConfigMessages.adminOnly);
      expect(await refusalMessage(await upload(email, pngOf(256, 256)), 403)).toBe(
        botConfigMessages.adminOnly,
      );
      expect(await refusalMessage(await call(email, 'DELETE', `${path}/image`), 403)).toBe(
        botConfigMessages.adminOnly,
      );
    }
    expect(await read(admin)).toEqual(before);
  });

  test('the privacy e-mail and the image status are switched by an administrator', async () => {
    expect(
      (await accepted(await call(admin, 'PUT', `${path}/privacy-email`, { privacyEmailEnabled: true })))
        .privacyEmailEnabled,
    ).toBe(true);
    expect(
      (await accepted(await call(admin, 'PUT', `${path}/image-status`, { imageStatus: 'inactive' })))
        .imageStatus,
    ).toBe('inactive');
    expect(await read(admin)).toMatchObject({ privacyEmailEnabled: true, imageStatus: 'inactive' });
    await accepted(await call(admin, 'PUT', `${path}/privacy-email`, { privacyEmailEnabled: false }));
    await accepted(await call(admin, 'PUT', `${path}/image-status`, { imageStatus: 'active' }));
  });

  test('a picture is uploaded, served by its signed link as an image that runs nothing, replaced and removed', async () => {
    const first = await accepted(await upload(admin, pngOf(256, 256)));
    expect(first.image).toMatch(/\/api\/files\/bot-images\/.+\?expires=\d+&signature=/);
    const served = await fetch(first.image!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngOf(256, 256));
    expect((await read(admin)).image).not.toBeNull();

    // A tampered link is refused; the old link stops working once the picture is replaced.
    expect((await fetch(first.image!.replace(/signature=[^&]+/, 'signature=AAAA'))).status).toBe(403);
    const second = await accepted(await upload(admin, pngOf(128, 200, { rgb: [200, 30, 30] })));
    expect(second.image).not.toBe(first.image);
    expect((await fetch(first.image!)).status).toBe(404);
    expect((await fetch(second.image!)).status).toBe(200);

    const removed = await accepted(await call(admin, 'DELETE', `${path}/image`));
    expect(removed.image).toBeNull();
    expect((await fetch(second.image!)).status).toBe(404);
    // Removing when there is none is not an error.
    await accepted(await call(admin, 'DELETE', `${path}/image`));
  });

  test('pictures are checked by their content: type, size and dimensions, in Portuguese, keeping the current one', async () => {
    const current = await accepted(await upload(admin, pngOf(300, 300)));
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><script>alert(1)</script></svg>',
    );
    expect(await refusalMessage(await upload(admin, svg, 'image', 'bot.png'), 400)).toBe(
      botConfigMessages.imageType,
    );
    const html = new TextEncoder().encode('<html><body>oi</body></html>');
    expect(await refusalMessage(await upload(admin, html), 400)).toBe(botConfigMessages.imageType);
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 1, 0, 1, 0, 0, 0, 0]);
    expect(await refusalMessage(await upload(admin, gif), 400)).toBe(botConfigMessages.imageType);
    expect(await refusalMessage(await upload(admin, pngOf(64, 64)), 400)).toBe(
      botConfigMessages.imageDimensions,
    );
    expect(await refusalMessage(await upload(admin, pngOf(2000, 200)), 400)).toBe(
      botConfigMessages.imageDimensions,
    );
    expect(await refusalMessage(await upload(admin, pngOf(256, 256, { padding: 1024 * 1024 })), 400)).toBe(
      botConfigMessages.imageTooLarge,
    );
    expect(await refusalMessage(await upload(admin, pngOf(256, 256), 'foto'), 400)).toBe(
      botConfigMessages.imageMissing,
    );
    expect(await refusalMessage(await call(admin, 'POST', `${path}/image`, { image: 'x' }), 400)).toBe(
      botConfigMessages.imageMissing,
    );
    expect((await read(admin)).image?.split('?')[0]).toBe(current.image?.split('?')[0]);
    await accepted(await call(admin, 'DELETE', `${path}/image`));
  });
});
