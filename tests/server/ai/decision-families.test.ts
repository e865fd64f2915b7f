import { describe, expect, test } from 'vitest';
import { decisionMakersOf } from '../../../server/providers/ai/signals/decision.ts';
import { personName } from '../../../server/providers/ai/writing/speaker-names.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Decision-makers said in ways the first rules missed, on made-up lines from businesses unlike the labelled
 * calls' (a school, a law office, a construction firm): what is tested is the way of saying it.
 */
describe('decision-makers said in other shapes', () => {
  test('a body the purchase must pass, said beside who decides, decides too', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'E quem aprova essa compra na escola?'],
        ['Cliente', 'Quem assina é a diretoria, mas o que mexe na mensalidade tem que passar no conselho.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['diretoria', 'conselho']);
  });

  test('a holiday or a month said beside who decides is a time, not a decider', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'E quem decide a compra, você ou o seu sócio?'],
        ['Cliente', 'Quem assina é o Osvaldo, meu sócio. E ele só olha isso depois do Natal.'],
        ['Vendedor', 'E na clínica, quem aprova?'],
        ['Cliente', 'A doutora Lúcia aprova, mas só a partir da Páscoa, ou lá pelo Carnaval.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['Osvaldo', 'Lúcia']);
  });

  test('a name said in the sentence before is no decider when the deciding sentence names one itself', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedora', 'A gente integra com os principais sistemas. Qual é o de vocês?'],
        [
          'Cliente',
          'É o Sisloja. Mas quem bate o martelo é minha esposa, a Cláudia, que cuida do financeiro.',
        ],
        ['Vendedor', 'E o controle da frota, vocês fazem como?'],
        ['Gerente', 'Usamos o Frotax há anos. Quem assina a troca é o Heitor.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['Cláudia', 'Heitor']);
  });

  test('a body asked to look the deal over reviews it and does not decide', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'Quem assina o contrato?'],
        ['Cliente', 'A doutora Beatriz.'],
        ['Cliente', 'Ela assina, mas vai querer que o jurídico olhe antes.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['Beatriz']);
  });

  test('the speaker who says they decide is named as a person, not as their device', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'Na parte de decisão, como funciona na construtora?'],
        ['iPhone de Carla', 'Eu decido, sou eu que respondo pelas obras.'],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['Carla']);
  });

  test.each([
    ['Galaxy de Ana', 'Ana'],
    ['iPhone do Marcos', 'Marcos'],
    ["Ana's iPhone", 'Ana'],
    ['Notebook da Fernanda Lima', 'Fernanda'],
    ['Marina Costa (Norte Contábil)', 'Marina'],
  ])('"%s" is called %s', (speaker, name) => {
    expect(personName(speaker)).toBe(name);
  });
});

describe('departments that decide', () => {
  test('a department said as who decides or whose approval the deal needs is named as the department', () => {
    const whoOf = (...lines: Array<[string, string]>) =>
      decisionMakersOf(call(...lines)).map((maker) => maker.who);
    expect(
      whoOf(
        ['Vendedor', 'Quem aprova a compra do software na transportadora?'],
        ['Cliente', 'Isso tem que passar pela TI da matriz, eles aprovam qualquer sistema.'],
      ),
    ).toEqual(['TI']);
    expect(whoOf(['Cliente', 'A decisão é do RH, eu só indico.'])).toEqual(['RH']);
    expect(whoOf(['Cliente', 'Gostei, mas preciso passar pelo financeiro antes de assinar.'])).toEqual([
      'financeiro',
    ]);
  });

  test('a person of a department is the person; purchases are no department; the legal review decides nothing', () => {
    const whoOf = (...lines: Array<[string, string]>) =>
      decisionMakersOf(call(...lines)).map((maker) => maker.who);
    expect(whoOf(['Cliente', 'Quem assina é o Márcio, do financeiro.'])).toEqual(['Márcio']);
    expect(whoOf(['Cliente', 'Eu aprovo as compras da padaria.'])).not.toContain('compras');
    expect(
      whoOf(
        ['Vendedor', 'E quem decide na clínica?'],
        ['Cliente', 'O diretor clínico, o doutor Otávio, e depois passa pelo jurídico.'],
      ),
    ).toEqual(['Otávio']);
    expect(whoOf(['Cliente', 'No fim quem dá o ok são os dois sócios, o Henrique e a Sônia.'])).toEqual([
      'Henrique',
      'Sônia',
    ]);
  });
});

describe('who is said beside the decision without deciding', () => {
  const whoOf = (...lines: Array<[string, string]>) =>
    decisionMakersOf(call(...lines)).map((maker) => maker.who);

  test('a department named with its place is named so, once', () => {
    expect(
      whoOf(
        ['Cliente', 'Tudo que mexe no sistema tem que passar pela TI da matriz.'],
        ['Vendedor', 'E quem dá o ok final?'],
        ['Cliente', 'Quem assina é a Bruna. Mas antes a TI de Campinas tem que aprovar a integração.'],
      ),
    ).toEqual(['Bruna', 'TI de Campinas']);
  });

  test('who runs the process, who is quoted and whose area a department is do not decide', () => {
    expect(
      whoOf(
        ['Vendedor', 'E quem participa da decisão?'],
        [
          'Cliente',
          'Quem homologa é a diretora, a doutora Célia. E a Rose toca o processo, como o Túlio falou.',
        ],
      ),
    ).toEqual(['Célia']);
    expect(
      whoOf(
        ['Vendedor', 'E quem decide aí na gráfica?'],
        [
          'Cliente',
          'Eu e o meu sócio, o Ivo. Ele cuida do financeiro. Sem ele olhar os números eu não fecho.',
        ],
      ),
    ).toEqual(['Cliente', 'Ivo']);
  });
});

describe('a deal that passes by the people just named', () => {
  test('"contrato passa pelos dois" after naming the owners makes them the ones who decide', () => {
    const makers = decisionMakersOf(
      call(
        ['Vendedor', 'E a troca do sistema da escola fica com você?'],
        [
          'Cliente',
          'Eu sou a coordenadora, mas a escola é da minha mãe, a dona Celeste, e do meu tio, o seu Amaro. Qualquer contrato passa pelos dois.',
        ],
      ),
    );
    expect(makers.map((maker) => maker.who)).toEqual(['Celeste', 'Amaro']);
  });

  test('a call or a document that passes by someone does not make them decide', () => {
    const makers = decisionMakersOf(
      call(['Cliente', 'Quem atende é a Marta, do balcão. Toda ligação de fornecedor passa por ela.']),
    );
    expect(makers).toEqual([]);
  });
});
