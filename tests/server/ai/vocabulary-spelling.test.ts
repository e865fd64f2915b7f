import { expect, test } from 'vitest';
import { improveSegments } from '../../../server/providers/ai/cleanup.ts';
import { spellVocabulary } from '../../../server/providers/ai/vocabulary-spelling.ts';

const vocabulary = ['HubSpot', 'Protheus', 'LGPD', 'Banco Central', 'São Paulo'];

test.each([
  ['a gente usa o hub spot', 'a gente usa o HubSpot'],
  ['o hubspot e o Hub-Spot', 'o HubSpot e o HubSpot'],
  ['integra com o PROTHEUS?', 'integra com o Protheus?'],
  ['relatório de lgpd', 'relatório de LGPD'],
  ['a auditoria do banco central', 'a auditoria do Banco Central'],
  ['datacenter em sao paulo', 'datacenter em São Paulo'],
])('"%s" → "%s"', (said, written) => {
  expect(spellVocabulary(said, vocabulary)).toBe(written);
});

test('only whole words change: "hubspots" and "protheusx" are other words', () => {
  expect(spellVocabulary('hubspots e protheusx', vocabulary)).toBe('hubspots e protheusx');
});

test('the embedded improve spells the vocabulary and tidies the line', () => {
  const [line] = improveSegments(
    [{ id: 's0', speaker: 'SPEAKER_01', startSeconds: 0, endSeconds: 2, text: 'usamos o hub spot hoje' }],
    vocabulary,
  );
  expect(line).toMatchObject({ speaker: 'Participante 1', text: 'Usamos o HubSpot hoje.' });
});
