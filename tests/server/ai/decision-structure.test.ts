import { describe, expect, test } from 'vitest';
import { decisionMakersOf } from '../../../server/providers/ai/signals/decision.ts';
import { madeUpCall as call } from './made-up-call.ts';

const whoDecides = (...lines: Array<[string, string]>) => decisionMakersOf(call(...lines)).map((m) => m.who);

/**
 * Who decides read from how the sentence is built (a deciding verb in any tense with someone as its subject,
 * a deciding noun owned by someone, the deal sent up to a body), on made-up lines from a hospital, a
 * cooperative and a logistics firm.
 */
describe('decision-makers by construction', () => {
  test('a deciding verb in any tense or after a modal, with someone named as its subject', () => {
    expect(whoDecides(['Cliente', 'No fim, o Rogério vai ter que validar tudo isso.'])).toEqual(['Rogério']);
    expect(whoDecides(['Cliente', 'Só o Anselmo pode autorizar esse gasto.'])).toEqual(['Anselmo']);
    expect(whoDecides(['Cliente', 'A Odete homologou os últimos fornecedores.'])).toEqual(['Odete']);
  });

  test('"quem" with any deciding verb or tense, and "ela que fecha"', () => {
    expect(whoDecides(['Cliente', 'Quem valida compra acima de dez mil é a Teresa.'])).toEqual(['Teresa']);
    expect(whoDecides(['Cliente', 'Quem vai decidir mesmo é o Paulo.'])).toEqual(['Paulo']);
    expect(whoDecides(['Cliente', 'Eu levo pra Denise, ela que fecha.'])).toEqual(['Denise']);
  });

  test('a deciding noun owned or needed: "a aprovação vem do", "sem a assinatura do", "depende do"', () => {
    expect(whoDecides(['Cliente', 'A aprovação final vem do Eduardo.'])).toEqual(['Eduardo']);
    expect(whoDecides(['Cliente', 'Sem a assinatura do Nestor nada sai.'])).toEqual(['Nestor']);
    expect(whoDecides(['Cliente', 'Isso precisa do sim da Fernanda.'])).toEqual(['Fernanda']);
    expect(whoDecides(['Cliente', 'A decisão vai ser do comitê gestor.'])).toEqual(['comitê']);
    expect(whoDecides(['Cliente', 'Depende do Otávio, ele é o dono.'])).toEqual(['Otávio']);
  });

  test('the deal sent up to a deciding body, not presented or taken to a department', () => {
    expect(whoDecides(['Cliente', 'A gente vai submeter ao conselho em março.'])).toEqual(['conselho']);
    expect(whoDecides(['Cliente', 'Isso passa pelo comitê executivo.'])).toEqual(['comitê']);
    expect(whoDecides(['Cliente', 'No fim do mês eu consolido tudo pra apresentar pra diretoria.'])).toEqual(
      [],
    );
    expect(whoDecides(['Cliente', 'Eu teria que levar pro financeiro, o ano já está fechado.'])).toEqual([]);
  });

  test('a legal review, a personal choice and a brand decide nothing', () => {
    expect(whoDecides(['Cliente', 'Nada sai sem aprovação do jurídico.'])).toEqual([]);
    expect(whoDecides(['Cliente', 'O Rui decidiu sair da empresa.'])).toEqual([]);
    expect(
      whoDecides(
        ['Vendedor', 'E como funciona a aprovação aí dentro?'],
        ['Cliente', 'Quem decide é o Sandro. Ele fundou a MedSul.'],
      ),
    ).toEqual(['Sandro']);
  });

  test('the reply to who else takes part names them, whatever its words', () => {
    expect(
      whoDecides(
        ['Vendedor', 'E além de você, mais alguém participa da escolha?'],
        ['Cliente', 'Participa o Ernesto, que é o diretor financeiro.'],
      ),
    ).toEqual(['Ernesto']);
    expect(
      whoDecides(
        ['Vendedor', 'E como vocês controlam isso hoje?'],
        ['Cliente', 'O Ernesto faz tudo numa planilha.'],
      ),
    ).toEqual([]);
  });

  test('a body as the subject of a relative clause that approves decides too', () => {
    expect(
      whoDecides([
        'Cliente',
        'Quem assina é a doutora Celeste, e a rede tem um comitê que aprova tudo acima de vinte mil.',
      ]),
    ).toEqual(['Celeste', 'comitê']);
  });

  test('who decides said by kinship, in a tag question, is the one the call introduced by it', () => {
    expect(
      whoDecides(
        ['Cliente', 'Comigo aqui está a minha mãe, a dona Zuleica, que abriu a padaria.'],
        ['Vendedor', 'Prazer, dona Zuleica.'],
        ['Cliente', 'Manda a proposta. Aqui quem decide é ela, né, mãe?'],
      ),
    ).toEqual(['Zuleica']);
  });
});
