import { describe, expect, test } from 'vitest';
import { writeCommitment } from '../../../server/providers/ai/writing/commitments.ts';
import { findSignals } from '../../../server/providers/ai/signals/index.ts';
import { saysNothing } from '../../../server/providers/ai/writing/fillers.ts';
import { reportedClause } from '../../../server/providers/ai/writing/reported-speech.ts';

/**
 * Faults found reading the embedded AI's notes by eye, each fixed by kind and shown here on made-up lines
 * from other businesses (a hauler, a bookshop, a vineyard): what opens a turn without saying anything is
 * left out, the emphasis of "eu mesmo" goes with the pronoun, and a plan's announcement is not its action.
 */
describe('what a note leaves out', () => {
  test.each([
    ['É, fica apertado pra nós.', 'fica apertado para eles'],
    ['Hum. A livraria fecha às oito.', 'a livraria fecha às oito'],
    ['Tá, mas deixa eu te perguntar uma coisa. O frete entra?', 'o frete entra'],
    ['Pra mim, o gargalo é a colheita.', 'o gargalo é a colheita'],
    ['Porque aqui tem dado de cliente menor de idade.', 'aqui tem dado de cliente menor de idade'],
  ])('"%s" is told as "%s"', (said, clause) => {
    expect(reportedClause(said)).toBe(clause);
  });

  test('"nós" and "(a) gente" after a preposition are who it is for, told as "eles"', () => {
    expect(reportedClause('Isso muda o jogo pra gente.')).toBe('isso muda o jogo para eles');
    expect(reportedClause('A vinícola fecha com a gente em março.')).toBe(
      'a vinícola fecha com eles em março',
    );
    expect(reportedClause('Volto na segunda pra gente conferir o estoque.')).toContain(
      'para eles conferirem o estoque',
    );
  });

  test('a short filler without its comma says something and stays', () => {
    expect(reportedClause('É verdade que o frete subiu.')).toBe('é verdade que o frete subiu');
    expect(reportedClause('Pra mim tanto faz o horário.')).toContain('mim tanto faz o horário');
  });

  test('a sentence that only announces a question or a frank word says nothing', () => {
    expect(saysNothing('Posso te perguntar uma coisa?')).toBe(true);
    expect(saysNothing('Olha, eu vou ser sincero com você.')).toBe(true);
  });

  test('"eu mesmo" loses its emphasis with the pronoun', () => {
    expect(reportedClause('Eu mesmo não sei se gosto disso.')).toBe('não sabe se gosta disso');
  });
});

describe('how a commitment is written', () => {
  const context = { speaker: 'Otávio Reis', addressee: 'Lívia Campos' };

  test('"faço assim:" announces the plan; the action follows it', () => {
    expect(
      writeCommitment('Então eu faço assim: mando pra você até sexta a tabela de frete.', context),
    ).toEqual({
      text: 'Otávio vai mandar para Lívia até sexta a tabela de frete.',
      owner: 'Otávio',
      due: 'sexta-feira',
    });
  });

  test('someone named taking a part of the plan is written as their own clause', () => {
    expect(
      writeCommitment('Eu mando a tabela amanhã, e o Caio me passa as notas dos motoristas?', context)?.text,
    ).toBe('Otávio vai mandar a tabela amanhã; Caio vai passar as notas dos motoristas para Otávio.');
    // "a gente" is no one named.
    expect(writeCommitment('Eu mando a tabela e a gente passa o resto amanhã.', context)?.text).not.toContain(
      'Gente',
    );
  });

  test('a verb that takes "de" keeps it: only what was needed loses it', () => {
    expect(writeCommitment('Eu tiro do estoque amanhã.', context)?.text).toBe(
      'Otávio vai tirar do estoque amanhã.',
    );
    expect(writeCommitment('Preciso da tabela e do contrato.', context)?.text).toBe(
      'Lívia vai enviar a tabela e o contrato.',
    );
  });
});

describe('what closes a sentence without saying anything', () => {
  const context = { speaker: 'Otávio Reis', addressee: 'Lívia Campos' };

  test.each([
    ['Eu mando a tabela de frete até sexta então.', 'Otávio vai mandar a tabela de frete até sexta.'],
    ['Eu separo as caixas da vinícola amanhã, tá?', 'Otávio vai separar as caixas da vinícola amanhã.'],
    [
      'Eu ligo pro fornecedor de papel na segunda, combinado.',
      'Otávio vai ligar para o fornecedor de papel na segunda.',
    ],
    ['Eu confirmo a rota com o motorista hoje, beleza?', 'Otávio vai confirmar a rota com o motorista hoje.'],
    ['Eu reservo o salão pro evento, né.', 'Otávio vai reservar o salão para o evento.'],
    ['Eu mando o orçamento da reforma amanhã, ok.', 'Otávio vai mandar o orçamento da reforma amanhã.'],
  ])('a commitment "%s" is written "%s"', (said, written) => {
    expect(writeCommitment(said, context)?.text).toBe(written);
  });

  test.each([
    ['O frete subiu bastante esse ano, aí.', 'o frete subiu bastante esse ano'],
    ['A colheita atrasou duas semanas então.', 'a colheita atrasou duas semanas'],
    ['A loja fecha às oito, né?', 'a loja fecha às oito'],
  ])('a note "%s" is told "%s"', (said, clause) => {
    expect(reportedClause(said)).toBe(clause);
  });

  test('a closing word that says something stays', () => {
    expect(reportedClause('O preço foi o combinado.')).toBe('o preço foi o combinado');
    expect(reportedClause('A vinícola não compra de fora desde então.')).toBe(
      'a vinícola não compra de fora desde então',
    );
    expect(reportedClause('O caminhão fica lá até então.')).toBe('o caminhão fica lá até então');
  });
});

describe('what announces a concern before saying it', () => {
  test.each([
    [
      'Só uma coisa que me preocupa: os motoristas mais antigos não largam o papel.',
      'os motoristas mais antigos não largam o papel',
    ],
    ['O que me preocupa é que a adega fica sem sinal de celular.', 'a adega fica sem sinal de celular'],
    ['Minha preocupação é que os professores não vão usar.', 'os professores não vão usar'],
    [
      'O problema é o seguinte: o estoque da livraria não bate com a nota.',
      'o estoque da livraria não bate com a nota',
    ],
    ['Olha, uma coisa: a academia abre às cinco da manhã.', 'a academia abre às cinco da manhã'],
  ])('"%s" is told as "%s"', (said, clause) => {
    expect(reportedClause(said)).toBe(clause);
  });

  test('a concern that is only a noun after the lead-in is the concern itself and stays', () => {
    expect(reportedClause('O que me preocupa é o prazo da colheita.')).toBe(
      'o que preocupa é o prazo da colheita',
    );
  });

  test('the objection keeps its kind, read on the line as said', () => {
    const [objection] = findSignals([
      { id: 's0', speaker: 'Vendedor', startSeconds: 0, endSeconds: 4, text: 'E a equipe do armazém?' },
      {
        id: 's1',
        speaker: 'Cliente',
        startSeconds: 5,
        endSeconds: 9,
        text: 'Só uma coisa que me preocupa: o pessoal do armazém é meio resistente a tablet.',
      },
    ]).filter((signal) => signal.kind === 'objection');
    expect(objection?.value).toBe('aderência');
    expect(reportedClause(objection?.text ?? '')).toBe('o pessoal do armazém é meio resistente a tablet');
  });
});
