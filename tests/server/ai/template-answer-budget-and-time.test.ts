import { describe, expect, test } from 'vitest';
import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { citedForTemplate as cited, madeUpCall as call } from './made-up-call.ts';

/**
 * Round 11's budget and timeline classes, on made-up calls from other businesses (a print shop, a builder, a
 * sports club, a school, a bakery chain): "orçamento" as the quote a business makes, the budget named in a
 * rule of who approves, what the problem cost asked as "quanto isso tem custado", a routine beside the date
 * they aim at, and "começar com um piloto" as what to start with.
 */
const [budget, authority, , timeline] = readyTemplates.bant.questions;

describe('the budget', () => {
  test('"orçamento" as the quote the business makes is no budget; the reply to the price is', async () => {
    const segments = call(
      ['Vendedora', 'Como funciona o atendimento da gráfica hoje?'],
      ['Cliente', 'O cliente manda o arquivo no e-mail e só no dia seguinte sai o orçamento, numa planilha.'],
      ['Vendedora', 'E o que mais pega?'],
      ['Cliente', 'Quando o meu orçamento chega, o cliente já imprimiu na concorrente.'],
      ['Vendedora', 'O plano sai 890 por mês, com implantação de 3 mil.'],
      ['Cliente', 'O preço até cabe, o difícil é parar a máquina pra treinar.'],
    );
    expect(await cited(segments, [budget!])).toEqual([['s5']]);
  });

  test('what the problem has cost, asked, is no budget', async () => {
    const segments = call(
      ['Vendedor', 'E quanto isso tem custado pra construtora?'],
      ['Cliente', 'Paguei uns 40 mil de multa por atraso de obra no ano passado.'],
      ['Vendedor', 'A licença sai 1.200 por mês por obra.'],
      ['Cliente', 'Hum, pra cinco obras dá pra encaixar, a gente tinha pensado em uns 7 mil.'],
    );
    expect(await cited(segments, [budget!])).toEqual([['s3']]);
  });

  test('the budget named in a rule of who approves answers who decides, and the reply to the price the budget', async () => {
    const segments = call(
      ['Vendedora', 'A plataforma fica em 2.100 por mês para o clube inteiro.'],
      [
        'Cliente',
        'Olha, depois da reforma do ginásio a gente tá apertado. Ia ter que ver com o patrocinador.',
      ],
      [
        'Cliente',
        'E clube é diferente: eu sou o diretor, mas despesa que não tá no orçamento tem que passar pelo conselho deliberativo.',
      ],
    );
    const [budgetLines, authorityLines] = await cited(segments, [budget!, authority!]);
    expect(budgetLines).not.toContain('s2');
    expect(authorityLines).toEqual(['s2']);
  });

  test('the most they can spend, said later, answers over the reaction to the price', async () => {
    const gym = call(
      ['Vendedora', 'O sistema fica em 690 por mês por academia.'],
      [
        'Cliente',
        'Seis academias, então mais de quatro mil por mês? Hoje o sistema de catraca vem de graça.',
      ],
      ['Vendedora', 'Pra rede a gente dá desconto a partir da terceira unidade.'],
      ['Sócia', 'Olha, pra cada academia até uns quatrocentos passa. Mais que isso o franqueado chia.'],
    );
    expect(await cited(gym, [budget!])).toEqual([['s3']]);
    const school = call(
      ['Vendedor', 'A licença é 18 mil por ano para a escola toda.'],
      ['Diretora', 'Dezoito mil? Com a reforma das salas esse ano tá puxado.'],
      ['Vendedor', 'Dá pra dividir em doze vezes.'],
      ['Diretora', 'A mantenedora pensou em uns 12 mil no ano pra tecnologia.'],
    );
    expect(await cited(school, [budget!])).toEqual([['s3']]);
  });

  test('look-alike: with no sum of theirs, the reply to the price still answers', async () => {
    const segments = call(
      ['Vendedor', 'A licença é 18 mil por ano para a escola toda.'],
      ['Diretora', 'Dezoito mil? Com a reforma das salas esse ano tá puxado.'],
      ['Vendedor', 'Dá pra dividir em doze vezes.'],
      ['Diretora', 'Vou ver com a mantenedora.'],
    );
    expect(await cited(segments, [budget!])).toEqual([['s1']]);
  });

  test('look-alike: money set aside in the budget still answers it', async () => {
    const segments = call(
      ['Vendedora', 'E vocês têm uma verba pra isso?'],
      ['Cliente', 'Pra esse ano o orçamento de tecnologia já fechou, sobrou uns 20 mil.'],
    );
    expect(await cited(segments, [budget!])).toEqual([['s1']]);
  });
});

describe('the timeline', () => {
  test('a routine beside the date they aim at does not hide it', async () => {
    const segments = call(
      ['Vendedor', 'E tem alguma data que vocês estão mirando?'],
      ['Cliente', 'A volta às aulas de fevereiro. É matrícula todo dia nessa época. Se for rodar, é antes.'],
    );
    expect(await cited(segments, [timeline!])).toEqual([['s1']]);
  });

  test('look-alike: a routine alone is no timeline', async () => {
    const segments = call(
      ['Vendedor', 'E quando a diretoria se reúne?'],
      ['Cliente', 'Toda última sexta do mês.'],
    );
    expect(await cited(segments, [timeline!])).toEqual([[]]);
  });

  test('"que tal começar com um piloto?" proposes what to start with, not when', async () => {
    const segments = call(
      ['Vendedora', 'Que tal começar com um piloto em duas padarias? Eu te mando a proposta até sexta.'],
      ['Cliente', 'Manda. E eu mostro pro meu sócio na reunião de segunda e te falo.'],
    );
    expect(await cited(segments, [timeline!])).toEqual([[]]);
  });
});

describe('what the problem costs', () => {
  const [, , implications] = readyTemplates.spin.questions;

  test('asked as "quanto isso pesa" or "quanto isso tem te custado", the reply tells it', async () => {
    const hospital = call(
      ['Vendedora', 'E o que mais incomoda na lavanderia?'],
      ['Cliente', 'O enxoval some. A gente não sabe onde foi parar e o hospital reclama.'],
      ['Vendedora', 'E quanto isso pesa pro hospital?'],
      ['Cliente', 'No semestre foram 300 lençóis repostos, uns 18 mil, e duas auditorias com nota baixa.'],
    );
    expect(await cited(hospital, [implications!])).toEqual([['s3']]);
    const farm = call(
      ['Vendedor', 'E o que mais pega na fazenda?'],
      ['Cliente', 'O gado some do pasto e ninguém vê.'],
      ['Vendedor', 'E quanto isso tem te custado?'],
      ['Cliente', 'Foram 14 cabeças no ano, uns 60 mil, fora o frete do veterinário.'],
    );
    expect(await cited(farm, [implications!])).toEqual([['s3']]);
  });

  test('look-alike: "quanto pesa cada fardo?" asks a weight, not a cost', async () => {
    const segments = call(
      ['Vendedor', 'Me conta da cooperativa: quanto pesa cada fardo de algodão?'],
      ['Cliente', 'Uns 200 quilos. A gente prensa tudo aqui no barracão.'],
    );
    expect(await cited(segments, [implications!])).toEqual([[]]);
  });
});
