import { beforeAll, expect, test } from 'vitest';
import { searchResultsSchema, type SearchHit } from '../../../src/api-contract/search.ts';
import type { AccountKey } from '../../../server/db/seed/accounts.ts';
import { accounts, tokenCache } from '../support/credentials.ts';
import { refusalMessage } from '../support/file-server.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

/*
 * Search inside conversations (issue 29, item 2) over real HTTP on PGlite and PostgreSQL: Portuguese word
 * forms and accents, ranking, the marked words, and exactly the list's visibility. Every meeting here says
 * "Quimerix", a name the seed never uses, so the seed's meetings never answer these searches.
 */

type Written = { meetingId: string; owner: AccountKey };

const lucasLines = [
  {
    speaker: 'Lucas',
    startSeconds: 12,
    text: 'Precisamos negociar o preço com a Quimerix antes do fim do mês.',
  },
  { speaker: 'Cliente', startSeconds: 40.5, text: 'A concorrência da Quimerix ofereceu desconto.' },
];

describeOnEveryDatabase('search inside conversations', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const written: Record<'lucas' | 'fernanda' | 'beatriz' | 'helena', Written> = {
    lucas: { meetingId: '', owner: 'seller' },
    fernanda: { meetingId: '', owner: 'fernanda' },
    beatriz: { meetingId: '', owner: 'beatriz' },
    helena: { meetingId: '', owner: 'otherCompany' },
  };

  async function writeMeeting(owner: AccountKey, title: string, lines: typeof lucasLines): Promise<string> {
    const db = server().running.db;
    const account = accounts[owner];
    const [meeting] = await db.query<{ id: string }>(
      `INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, status, start_time,
                             duration_seconds, participants)
       VALUES ($1, $2, $3, 'google_meet', 'EXTERNAL', 'done', now() - interval '1 day', 600, $4) RETURNING id`,
      [account.companyId, account.id, title, JSON.stringify([{ name: 'Joana Quimerix', email: null }])],
    );
    if (!meeting) throw new Error('no meeting written');
    const segments = lines.map((line, index) => ({
      id: `s${index}`,
      endSeconds: line.startSeconds + 5,
      ...line,
    }));
    await db.query(`INSERT INTO transcriptions (meeting_id, segments, status) VALUES ($1, $2, 'done')`, [
      meeting.id,
      JSON.stringify(segments),
    ]);
    return meeting.id;
  }

  async function search(owner: AccountKey, q: string): Promise<SearchHit[]> {
    const response = await fetch(`${server().baseUrl}/api/search?q=${encodeURIComponent(q)}`, {
      headers: { authorization: await tokenOf(accounts[owner].email) },
    });
    expect(response.status).toBe(200);
    return searchResultsSchema.parse(await response.json()).hits;
  }

  const meetingsFound = async (owner: AccountKey, q: string) =>
    [...new Set((await search(owner, q)).map((hit) => hit.meetingId))].sort();

  const marked = (hit: SearchHit) => hit.highlights.map(([start, end]) => hit.text.slice(start, end));

  beforeAll(async () => {
    const db = server().running.db;
    written.lucas.meetingId = await writeMeeting('seller', 'Proposta para a Quimerix', lucasLines);
    await db.query(`INSERT INTO meeting_enrichments (meeting_id, enrichment) VALUES ($1, $2)`, [
      written.lucas.meetingId,
      JSON.stringify({ summary: 'A Quimerix quer fechar o contrato em março.' }),
    ]);
    await db.query(`INSERT INTO meeting_answers (meeting_id, provider, answers) VALUES ($1, 'test', $2)`, [
      written.lucas.meetingId,
      JSON.stringify([
        {
          questionId: 'q1',
          question: 'Qual é o orçamento?',
          answer: 'A Quimerix tem orçamento aprovado.',
          sources: [],
        },
      ]),
    ]);
    const said = (text: string) => [{ speaker: 'Cliente', startSeconds: 3, text }];
    written.fernanda.meetingId = await writeMeeting(
      'fernanda',
      'Retorno',
      said('A Quimerix pediu uma proposta nova.'),
    );
    written.beatriz.meetingId = await writeMeeting(
      'beatriz',
      'Inside',
      said('A Quimerix ligou para o time.'),
    );
    written.helena.meetingId = await writeMeeting(
      'otherCompany',
      'Outra',
      said('A Quimerix conversa conosco.'),
    );
  });

  test('a word form finds the line that says another form of it, at its moment, the words marked', async () => {
    const [hit, ...others] = await search('seller', 'negociação Quimerix');
    expect(others).toEqual([]);
    expect(hit).toMatchObject({
      meetingId: written.lucas.meetingId,
      meetingTitle: 'Proposta para a Quimerix',
      kind: 'line',
      speaker: 'Lucas',
      startSeconds: 12,
      text: lucasLines[0]?.text,
    });
    expect(marked(hit as SearchHit)).toEqual(['negociar', 'Quimerix']);
  });

  test('accents typed or not find the same words', async () => {
    for (const q of ['preço quimerix', 'PRECO QUIMERIX', 'concorrencia quimerix', 'concorrente Quimerix']) {
      const hits = await search('seller', q);
      expect({ q, kinds: hits.map((hit) => hit.kind) }).toEqual({ q, kinds: ['line'] });
    }
    expect(marked((await search('seller', 'preco quimerix'))[0] as SearchHit)).toEqual(['preço', 'Quimerix']);
    expect(marked((await search('seller', 'concorrente quimerix'))[0] as SearchHit)).toEqual([
      'concorrência',
      'Quimerix',
    ]);
  });

  test('the summary, the answers and the participants are searched too', async () => {
    const [summary] = await search('seller', 'fechar quimerix');
    expect(summary).toMatchObject({ kind: 'summary', startSeconds: null, speaker: null });
    const [answer] = await search('seller', 'orçamento aprovado quimerix');
    expect(answer).toMatchObject({ kind: 'answer', question: 'Qual é o orçamento?' });
    const [participants] = await search('seller', 'joana');
    expect(participants).toMatchObject({ kind: 'participants', text: 'Joana Quimerix' });
  });

  test('a title outranks the participants, then what was said, then summaries and answers; at most three lines and three of its own texts a meeting', async () => {
    const hits = (await search('seller', 'quimerix')).filter(
      (hit) => hit.meetingId === written.lucas.meetingId,
    );
    expect(hits.map((hit) => hit.kind)).toEqual([
      'title',
      'participants',
      'line',
      'line',
      expect.stringMatching(/^(summary|answer)$/),
    ]);
    expect(hits.filter((hit) => hit.kind === 'line').map((hit) => hit.startSeconds)).toEqual([12, 40.5]);
  });

  test('each caller finds exactly the meetings the list shows them', async () => {
    const ids = (...keys: (keyof typeof written)[]) => keys.map((key) => written[key].meetingId).sort();
    expect(await meetingsFound('seller', 'quimerix')).toEqual(ids('lucas'));
    expect(await meetingsFound('fernanda', 'quimerix')).toEqual(ids('fernanda'));
    expect(await meetingsFound('leader', 'quimerix')).toEqual(ids('lucas', 'fernanda'));
    expect(await meetingsFound('beatriz', 'quimerix')).toEqual(ids('beatriz'));
    expect(await meetingsFound('admin', 'quimerix')).toEqual(ids('lucas', 'fernanda', 'beatriz'));
    expect(await meetingsFound('otherCompany', 'quimerix')).toEqual(ids('helena'));
  });

  test('a corrected transcript is searched as corrected, a deleted meeting no longer', async () => {
    const db = server().running.db;
    const meetingId = await writeMeeting('seller', 'Rascunho', [
      { speaker: 'Lucas', startSeconds: 1, text: 'Falamos da Quimerix e do xilofone.' },
    ]);
    expect(await meetingsFound('seller', 'xilofone')).toEqual([meetingId]);
    await db.query(`UPDATE transcriptions SET segments = $2 WHERE meeting_id = $1`, [
      meetingId,
      JSON.stringify([
        { id: 's0', speaker: 'Lucas', startSeconds: 1, endSeconds: 2, text: 'Falamos do violino.' },
      ]),
    ]);
    expect(await meetingsFound('seller', 'xilofone')).toEqual([]);
    expect(await meetingsFound('seller', 'violino')).toEqual([meetingId]);
    await db.query(`DELETE FROM meetings WHERE id = $1`, [meetingId]);
    expect(await meetingsFound('seller', 'violino')).toEqual([]);
  });

  test('only small words finds nothing; nothing typed is refused in Portuguese', async () => {
    expect(await search('seller', 'de a o')).toEqual([]);
    const response = await fetch(`${server().baseUrl}/api/search?q=%20`, {
      headers: { authorization: await tokenOf(accounts.seller.email) },
    });
    expect(await refusalMessage(response, 400)).toBe('Parâmetros inválidos.');
  });
});
