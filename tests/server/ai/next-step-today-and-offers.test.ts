import { describe, expect, test } from 'vitest';
import { computeEnrichment } from '../../../server/providers/ai/enrichment.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Round 11's next-step classes, on made-up lines from other businesses (a dental lab, a bus company, a dairy,
 * a language school, a hotel, a gym): what happens today told in the present, a gain said as "pra quem hoje",
 * and the seller's follow-up asked for a yes ("posso ligar?", "dá pra eu ir em maio?", "você topa uma
 * reunião em março?").
 */
const stepsOf = (...lines: Array<[speaker: string, text: string]>) =>
  computeEnrichment('m', call(...lines)).nextSteps.map(({ segmentId, owner, due }) => ({
    segmentId,
    owner,
    ...(due ? { due } : {}),
  }));

describe('what happens today is no step', () => {
  test('told in reply to a question about what goes wrong', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E o que mais pega no laboratório?'],
        ['Cliente', 'O dentista liga cobrando a prótese e eu mando a menina procurar a caixa na bancada.'],
      ),
    ).toEqual([]);
    expect(
      stepsOf(
        ['Vendedor', 'Qual é o maior problema da garagem hoje?'],
        ['Cliente', 'Quebra um ônibus na estrada e eu ligo pro mecânico de madrugada.'],
      ),
    ).toEqual([]);
  });

  test('in a turn that says it tells the problem, a day of the month included', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E a parte do leite?'],
        [
          'Cliente',
          'O meu problema é o pagamento: eu pago o produtor pelo volume que o caminhoneiro anota no caderno, no dia dez.',
        ],
      ),
    ).toEqual([]);
  });

  test('a gain told for who is lost today is no step, nor a doubt', () => {
    const lines: Array<[string, string]> = [
      ['Vendedor', 'Com a reserva no site, o hóspede já escolhe o quarto e paga na hora.'],
      ['Cliente', 'Se o café vier junto com a reserva, eu vendo diária pra quem hoje desiste no balcão.'],
    ];
    expect(stepsOf(...lines)).toEqual([]);
    expect(computeEnrichment('m', call(...lines)).objections).toEqual([]);
    expect(
      stepsOf(
        ['Vendedor', 'A matrícula online abre a qualquer hora.'],
        [
          'Cliente',
          'Se a matrícula for pelo celular, eu atendo o aluno que hoje liga de noite e ninguém responde.',
        ],
      ),
    ).toEqual([]);
  });

  test('look-alike: a loss feared is still a doubt', () => {
    const objections = computeEnrichment(
      'm',
      call(
        ['Vendedor', 'Com a reserva no site, o hóspede já escolhe o quarto e paga na hora.'],
        ['Cliente', 'Se o site travar na hora de pagar, o hóspede desiste e vai pro concorrente.'],
      ),
    ).objections;
    expect(objections.length).toBeGreaterThan(0);
  });

  test('look-alikes: a promise in the same turns stays a step', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E o que mais pega no laboratório?'],
        ['Cliente', 'A caixa some. Mas eu te mando a planilha das entregas até sexta.'],
      ),
    ).toEqual([{ segmentId: 's1', owner: 'Cliente', due: 'sexta-feira' }]);
    expect(
      stepsOf(
        ['Vendedor', 'Então fechamos assim?'],
        ['Cliente', 'Fechamos. Eu te mando hoje o contrato assinado.'],
      ),
    ).toEqual([{ segmentId: 's1', owner: 'Cliente', due: 'hoje' }]);
  });
});

describe("the seller's follow-up, asked for a yes", () => {
  test('a call back offered and accepted', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E depois da reunião da diretoria eu posso ligar pra Marta pra saber o que decidiram?'],
        ['Cliente', 'Pode, claro.'],
      ),
    ).toEqual([{ segmentId: 's0', owner: 'Vendedor' }]);
  });

  test('"dá pra eu ir" with a time ahead', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E dá pra eu ir aí em março conhecer a recepção do hotel?'],
        ['Cliente', 'Dá, é só avisar antes.'],
      ),
    ).toEqual([{ segmentId: 's0', owner: 'Vendedor', due: 'março' }]);
  });

  test('a meeting proposed for a time ahead', () => {
    expect(
      stepsOf(
        ['Vendedor', 'E em abril, vocês topam uma reunião com o dono da academia junto?'],
        ['Cliente', 'Topamos.'],
      ),
    ).toEqual([{ segmentId: 's0', owner: 'Vendedor', due: 'abril' }]);
  });

  test("the client asks the seller to come and do it, and the seller says yes: the seller's step", () => {
    expect(
      stepsOf(
        ['Cliente', 'Se a diretora aprovar, você vem aqui treinar as meninas da recepção?'],
        ['Vendedora', 'Vou sim, com certeza.'],
      ),
    ).toEqual([{ segmentId: 's0', owner: 'Vendedora' }]);
    expect(
      stepsOf(['Cliente', 'Vocês vêm na fazenda instalar os sensores?'], ['Vendedor', 'Venho, claro.']),
    ).toEqual([{ segmentId: 's0', owner: 'Vendedor' }]);
  });

  test('look-alikes: how they come, or a request left unanswered, is no step', () => {
    expect(stepsOf(['Cliente', 'Você vem de carro ou de avião?'], ['Vendedor', 'De carro.'])).toEqual([]);
    expect(
      stepsOf(
        ['Cliente', 'Você vem aqui instalar os sensores?'],
        ['Vendedor', 'Quem instala é a equipe técnica.'],
      ),
    ).toEqual([]);
  });

  test('look-alikes: asking to call now, or whether they would accept a price, is no step', () => {
    expect(stepsOf(['Vendedor', 'Posso ligar a câmera aqui rapidinho?'], ['Cliente', 'Pode.'])).toEqual([]);
    expect(
      stepsOf(['Vendedor', 'Vocês topam pagar um pouco mais pelo plano anual?'], ['Cliente', 'Talvez.']),
    ).toEqual([]);
  });
});
