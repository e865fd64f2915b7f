import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { normalize, sentences } from '../text.ts';
import { findAmounts } from './amounts.ts';
import { findDates } from './dates.ts';
import { allNumbers, numberTokens } from './numbers.ts';
import {
  asksForIt,
  offerAsked,
  describesApprovalPath,
  firstPersonPresent,
  isNextStep,
  joinsThePlan,
  saysTimeAhead,
  saysYes,
} from './next-steps.ts';
import { fitOnlyWorried, objectionKindsOf, setsACeiling } from './objections.ts';
import { deniesPriceWorry, namesATime, objectionTopicsOf, plansToStart } from './objection-topics.ts';
import { sellerOf, sellerTeam } from './seller.ts';
import { picturesTheGain, pointsBackToIt, pushbackKindsOfTurn, welcomesIt } from './unseen-objections.ts';

export type SignalKind = 'nextStep' | 'objection' | 'date' | 'amount';

/**
 * Something said that a seller acts on, found by rules in pt-BR speech. `text` is the sentence as said;
 * `value` is the amount or date written in one way ("R$ 10.000,00/mês", "2026-03-15", "próxima semana")
 * or the kind of objection ("preço", "concorrência", "momento", "aprovação", "segurança", "aderência").
 */
export type Signal = {
  kind: SignalKind;
  text: string;
  speaker: string;
  segmentId: string;
  startSeconds: number;
  value?: string;
};

/** Next steps, objections, dates and amounts of a transcript, in the order they were said. */
export function findSignals(segments: TranscriptSegment[]): Signal[] {
  const found: Signal[] = [];
  const add = (signal: Signal) => {
    // "Esse é o meu medo. A última migração foi um caos.": one objection in two sentences of one turn.
    const same = found.findLast(
      (earlier) =>
        earlier.segmentId === signal.segmentId &&
        earlier.kind === signal.kind &&
        earlier.value === signal.value,
    );
    if (!same) found.push(signal);
    else if (signal.kind === 'nextStep' || signal.kind === 'objection') same.text += ` ${signal.text}`;
  };
  // The seller and the seller's colleagues answer objections ("os dados ficam em São Paulo, conforme a LGPD");
  // only the others raise them.
  const seller = sellerOf(segments);
  const team = sellerTeam(segments);
  segments.forEach((segment, position) => {
    const said = { speaker: segment.speaker, segmentId: segment.id, startSeconds: segment.startSeconds };
    const previous = segments[position - 1];
    // The seller has just said a price: the client's reply weighs it, whatever its words.
    const afterPrice =
      previous !== undefined && team.has(previous.speaker) && statesPrice(normalize(previous.text));
    // The seller has just said how the product works: a reply that pushes back doubts it fits them.
    const afterPitch =
      previous !== undefined &&
      team.has(previous.speaker) &&
      !previous.text.trim().endsWith('?') &&
      !afterPrice &&
      !welcomes.test(normalize(sentences(segment.text)[0] ?? ''));
    const followsCommitment =
      previous !== undefined &&
      previous.speaker !== segment.speaker &&
      found.some((signal) => signal.kind === 'nextStep' && signal.segmentId === previous.id);
    // The seller asks "E hoje vocês acompanham como?" or "O que mais pega?", the client answers "Eu ligo pro
    // motorista.": the reply tells what they do today (or what goes wrong today), not what they will do.
    const describesToday =
      previous !== undefined &&
      previous.speaker === seller &&
      segment.speaker !== seller &&
      asksHowToday.test(normalize(previous.text));
    const plainTurn = normalize(segment.text);
    // "Mando sim. Depois do fechamento, lá pelo dia 5.": a yes to the task just asked, then when it is done.
    const agreesToTask = followsCommitment && saysYes(normalize(sentences(segment.text)[0] ?? ''));
    // The request is the step when the reply only says yes; a reply saying what and when is the step itself.
    const next = segments[position + 1];
    const acceptedAsIs =
      next !== undefined &&
      next.speaker !== segment.speaker &&
      saysYes(normalize(next.text)) &&
      !sentences(next.text).some((sentence) => isNextStep(normalize(sentence)));
    // "Posso montar um teste?" / "Se o shopping deixar, pode. Eu falo com eles.": an offer, accepted first.
    const offerAccepted =
      next !== undefined &&
      next.speaker !== segment.speaker &&
      saysYes(normalize(sentences(next.text)[0] ?? ''));
    // The line before offers something: the seller tells how it works, or a client pictures the gain ("Se eu
    // conseguir mostrar de onde veio cada gota, eu não perco o contrato."). A "só que" after it turns on the offer;
    // after a client's account of today it goes on with the account.
    const followsOffer =
      previous !== undefined &&
      (team.has(previous.speaker)
        ? !previous.text.trim().endsWith('?')
        : sentences(previous.text).some((sentence) => picturesTheGain(normalize(sentence))));
    // The seller proposes when to start or close ("Posso mandar o contrato pra começar mês que vem?"): a reply
    // that names a busy time instead of a yes pushes back on when ("Mês que vem é festival, as meninas ensaiam
    // de domingo a domingo.").
    // "E quando seria bom pra vocês?" / "Fevereiro, depois do Carnaval.": a time given when asked for one answers
    // the question; only a refusal said with it ("agora não dá, só depois do Carnaval") still pushes back.
    const answersWhen = (plain: string) =>
      previous !== undefined &&
      team.has(previous.speaker) &&
      asksWhen.test(normalize(previous.text)) &&
      !/\bnao\b/.test(plain);
    const proposesStart =
      previous !== undefined &&
      team.has(previous.speaker) &&
      proposesAStart.test(normalize(previous.text)) &&
      !saysYes(normalize(sentences(segment.text)[0] ?? '')) &&
      !/^(?:isso|exato|exatamente|perfeito|combinado|fechado|beleza|certo|pode ser|sim|claro)\b/.test(
        plainTurn,
      );
    // Objections in words the rules were never written for: the shape of a pushback, then its topic.
    const unseen = team.has(segment.speaker)
      ? []
      : pushbackKindsOfTurn(
          sentences(segment.text).map(normalize),
          previous !== undefined && team.has(previous.speaker) && asksTheClient(previous.text),
          followsOffer,
        );
    const turnSentences = sentences(segment.text);
    let previousCommitted = false;
    for (const [index, text] of turnSentences.entries()) {
      const plain = normalize(text);
      const commits =
        (isNextStep(plain) ||
          (followsCommitment && joinsThePlan(plain)) ||
          (acceptedAsIs && asksForIt(plain)) ||
          (offerAccepted && offerAsked(plain))) &&
        !(describesToday && !saysTimeAhead(plain)) &&
        !(namesTheProblem.test(plainTurn) && !saysWhatComesNext.test(plain)) &&
        !describesApprovalPath(plain, plainTurn);
      // "Eu te passo a planilha dos contratos. Isso eu consigo até segunda.": the date, said next, makes
      // the task before it a step; the two sentences are one step.
      const before = turnSentences[index - 1];
      if (commits && !previousCommitted && before !== undefined && datesTheTaskBefore(plain, before))
        add({ kind: 'nextStep', text: before, ...said });
      if (commits) add({ kind: 'nextStep', text, ...said });
      previousCommitted = commits;
      // "Eu separo os áudios, sem dado de cartão, até sexta": who takes a task on is not raising a concern
      // in the same breath; only a gate ("vou levar pro conselho") or a time is still said there.
      const gateOrTimeOnly = commits && firstPersonPresent.test(plain);
      if (!team.has(segment.speaker)) {
        // "A gente começa em março, depois do carnaval": a start planned is agreed, not a delay pushed for.
        const whenOfTask = agreesToTask && !/\bnao\b/.test(plain);
        const kinds = objectionKindsOf(plain).filter(
          (kind) => kind !== 'momento' || (!plansToStart.test(plain) && !whenOfTask && !answersWhen(plain)),
        );
        // "Mais que isso fica pesado" is a ceiling, whatever came before it: no price or fit read into it.
        const ceiling = setsACeiling(plain);
        // "Agora no meio do ano não dá, o orçamento só abre em janeiro" pushes back on when, not how much: a
        // pushback read as timing is about the price too only when it names the money ("Oito mil de uma vez
        // agora não tem como").
        // A number in a reply to a price is the price worked out ("Pra cinco unidades são quatro e quinhentos.").
        const aboutPrice =
          !kinds.includes('momento') || statesPrice(plain) || (afterPrice && saysNumber(text));
        const echoesPrice = afterPrice && text.trim().endsWith('?') && sharesNumber(text, previous.text);
        const pushesBack =
          (pushesBackOnPrice(plain) && !cheaperThanToday.test(plain) && !deniesPriceWorry(plainTurn)) ||
          echoesPrice;
        // "Acima de vinte mil precisa do conselho": an amount beside a gate is the gate's threshold.
        const gated = kinds.includes('aprovação');
        // "Eles cobram bem menos" names no sum and no spend of their own: the pushback is the rival, not our
        // price ("A gente já paga a outra, sai bem menos" weighs what they spend).
        const rivalOnly =
          (unseen[index] ?? []).includes('concorrência') &&
          !saysNumber(text) &&
          !/\b(?:pago|pagamos|paga)\b/.test(plain);
        if (
          !ceiling &&
          !gated &&
          !rivalOnly &&
          afterPrice &&
          pushesBack &&
          aboutPrice &&
          !kinds.includes('preço')
        )
          kinds.push('preço');
        // "Mas e o preço?" asks; "Mas o pessoal não tem sinal." doubts.
        const doubts = !text.trim().endsWith('?') && pushesBackOnFit(plain);
        // Fit is what is left: a doubt in a turn whose topic the second stage names is about that topic
        // ("Quinze mil por mês? Isso não cabe aqui.").
        const named = unseen[index] ?? [];
        if (
          !ceiling &&
          afterPitch &&
          kinds.length === 0 &&
          unseen.flat().length === 0 &&
          doubts &&
          !welcomesIt(plain) &&
          !tellsToday(plain)
        )
          kinds.push('aderência');
        for (const kind of named)
          if (!kinds.includes(kind) && !(kind === 'momento' && (whenOfTask || answersWhen(plain))))
            kinds.push(kind);
        if (
          proposesStart &&
          kinds.length === 0 &&
          !text.trim().endsWith('?') &&
          !plansToStart.test(plain) &&
          !welcomesIt(plain) &&
          (namesATime(plain) || objectionTopicsOf(plain).kinds.includes('momento'))
        )
          kinds.push('momento');
        // "Gravar paciente? O conselho não vai gostar nada disso.": a doubt that points back weighs the topic
        // the sentence before it named (here or in the turn's reading), not whether it fits them.
        const pointedAt = [...named, ...(unseen[index - 1] ?? [])];
        if (
          kinds.includes('aderência') &&
          pointsBackToIt.test(plain) &&
          pointedAt.length > 0 &&
          !pointedAt.includes('aderência')
        )
          kinds.splice(kinds.indexOf('aderência'), 1);
        // "Uma preocupação: os dados ficam onde?": the worry word read as fit gives way to the topic it names.
        if (kinds.length > 1 && fitOnlyWorried(plain)) kinds.splice(kinds.indexOf('aderência'), 1);
        for (const value of kinds)
          if (!gateOrTimeOnly || value === 'aprovação' || value === 'momento')
            add({ kind: 'objection', text, ...said, value });
      }
      for (const value of findDates(plain)) add({ kind: 'date', text, ...said, value });
      for (const { value } of findAmounts(plain)) add({ kind: 'amount', text, ...said, value });
    }
  });
  return found;
}

/** The seller asks when: "E quando seria bom pra vocês?", "Pra quando vocês precisam?", "Que mês fica melhor?". */
const asksWhen =
  /\b(?:quando|pra quando|para quando|que mes|qual mes|que data|qual (?:a )?data|que epoca)\b[^?]*\?\s*$/;

/** A start or a close proposed for a time: "pra gente começar no mês que vem?", "fechamos essa semana?". */
const proposesAStart =
  /\b(?:comecar|comecamos|comeca|fechar|fechamos|fecha|assinar|assinamos|implantar|implantamos|rodar|iniciar|iniciamos|ativar|ativamos)\b[^.?]{0,40}\b(?:mes que vem|semana que vem|essa semana|esta semana|esse mes|este mes|amanha|hoje|ja|agora|segunda|na \w+ que vem|em (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro))\b/;

/**
 * A sentence that dates ("Amanhã cedo eu separo.", "Isso eu consigo até segunda.") closes the task the
 * same turn said just before it in the first person without a date ("Eu te passo a lista dos clientes.").
 */
const datesTheTaskBefore = (plain: string, before: string) => {
  const task = normalize(before);
  return (
    saysTimeAhead(plain) &&
    !before.trim().endsWith('?') &&
    /^(?:e |entao |ai )?eu /.test(task) &&
    firstPersonPresent.test(task) &&
    plain.split(/\s+/).length <= 6
  );
};

/**
 * A line saying what something costs: an amount of money, or a number said per period or unit ("trezentos e
 * noventa por loja por mês", "um milhão e cem mil"), as prices are said aloud.
 */
export const statesPrice = (plain: string) =>
  findAmounts(plain).some(({ value }) => !value.endsWith('%') || pricedInPercent.test(plain)) ||
  (/\d|\b(?:um|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzentos|trezentos|quatrocentos|quinhentos|seiscentos|setecentos|oitocentos|novecentos)\b/.test(
    plain,
  ) &&
    /\b(?:reais|mil|milhao|milhoes|por mes|mensal|mensais|por ano|anual|por usuario|por licenca)\b/.test(
      plain,
    ));

/**
 * "Só que hoje ninguém sabe quem atendeu": the state of things today, the pain the product answers, not a
 * doubt that it fits; "não vai largar", "não quero" still doubt whatever they say of today.
 */
const tellsToday = (plain: string) =>
  /\b(?:hoje|atualmente|hoje em dia)\b/.test(plain) &&
  !/\bnao (?:vai|vao|quero|queremos|quer|querem|posso|podemos)\b/.test(plain);

/** The seller asks, with a question mark or a request to tell ("Me conta como vocês controlam isso."). */
const asksTheClient = (text: string) =>
  text.trim().endsWith('?') || /\b(?:me|nos) (?:conta|fala|explica|diz|descreve)\b/.test(normalize(text));

/**
 * "O problema é outro: eu cobro royalty sobre o que o franqueado me manda, no dia cinco": a turn that says
 * it tells the problem tells how things go today, a day of the month included; only the future ("vou",
 * "amanhã", "até sexta", "semana que vem") makes a sentence of it a plan.
 */
const namesTheProblem =
  /\b(?:o|a) (?:meu |minha |nosso |nossa |maior |grande |principal )?(?:problema|dor de cabeca|dificuldade) (?:aqui |hoje |mesmo )?(?:e|eh|ta|esta)\b|\bo que (?:mais )?(?:pega|doi|incomoda) (?:aqui |hoje )?e\b/;
const saysWhatComesNext =
  /\b(?:vou|vamos|iremos|irei|amanha|depois de amanha|semana que vem|proxim[oa]s?|ate (?:o |a )?\w+|logo mais|mais tarde)\b/;

/** A question about how things are done now: "E hoje vocês acompanham como?", "Como funciona hoje?". */
const asksHowToday =
  /\b(?:hoje|atualmente|hoje em dia)\b[^?]*\?|\bcomo (?:que )?(?:funciona|e feito|e feita|voces fazem|vcs fazem|fazem|voces controlam|voces acompanham)\b[^?]*\?|\b(?:o que|qual) (?:e |tem sido |foi )?(?:que )?(?:mais |o (?:maior |principal )?)?(?:tem dado|da|pega|incomoda|preocupa|doi|atrapalha|trava|problema|dificuldade|desafio|dor de cabeca)\b[^?]*\?/;

/**
 * "O consumo caiu oito por cento", "transcreve cem por cento das ligações": a percentage is a price only
 * when the sentence prices something with it ("dez por cento de desconto", "a taxa é de três por cento").
 */
const pricedInPercent =
  /\b(?:desconto|taxa|comissao|reajuste|aumento|preco|valor|mensalidade|juros|royalty|royalties|custa|cobra|cobramos|cobram)\b/;

/**
 * A reply to a price that pushes back: it is too much ("é um valor que assusta", "difícil de justificar",
 * "dá mais de sessenta mil"), another costs less ("sai bem menos"), it cannot be paid ("não sai", "não tem
 * como", "não passa aqui"), or it is set against what they have ("o que eu tenho aprovado é quarenta"). "Está dentro do
 * que a gente tinha reservado" does not.
 */
const pushesBackOnPrice = (plain: string) =>
  // "Com isso eu compro duas bicicletas", "é o que eu cobro numa sessão", "quatro mil é meia montagem", "faz a
  // conta comigo": the price measured in what the same money buys, earns or multiplies to for them.
  /\bcom (?:isso|esse dinheiro|essa grana|esse valor) (?:eu |a gente |nos )?(?:ja )?(?:compr[oa]|compramos|pag[oa]|pagamos|contrat[oa]|contratamos|mont[oa]|montamos|faco|faz|fazemos)\b|\be (?:o que|quanto) (?:eu |a gente |nos )?(?:cobro|cobramos|faturo|faturamos|ganho|ganhamos|tiro|tiramos|vendo|vendemos|lucro|lucramos)\b|\be (?:meia|metade d[eoa]s?) \w+|\bfaz (?:a|essa) conta\b|\b(?:come|comeria|engole|engoliria|leva|levaria) (?:um |uma )?(?:pedaco|parte|boa parte|metade|tudo)\b|\bmargem\b|\b(?:assusta\w*|pesad[oa]|puxad[oa]|salgad[oa]|caro|cara|alto|alta|dificil|complica\w*|apertad[oa]|menos|acima)\b|\b(?:hoje|atualmente)\b[\w ,]*\b(?:cobra|cobram|pago|pagamos|paga|pagam|custa|custam|gasto|gastamos)\b|\bnao (?:sai|da|tem como|cabe|fecha|compensa|passa)\b|\bmais de\b|\bo que (?:eu |a gente |nos )?(?:tenho|temos|tem) (?:aprovado|reservado|separado)\b|\b(?:teto|limite)\b|\b(?:orcamento|verba) (?:\w+ ){0,4}(?:era|e de|era de|so tem|so e|nao passa de)\b/.test(
    plain,
  );

/**
 * A reply to how the product works that doubts it: it opens with "mas"/"só que", says "o problema é que",
 * refuses ("aí não", "assim não"), or says how others will take it ("o sindicato vai dizer que é
 * vigilância").
 */
const pushesBackOnFit = (plain: string) =>
  !announcesQuestion.test(plain) &&
  /\b(?:vou|vamos) ser (?:sincer|franc|honest)[oa]s?\b|\b(?:pra|para) ser (?:sincer|franc|honest)[oa]\b|\b(?:sinceramente|francamente)\b|\bcom (?:o )?(?:perdao|todo (?:o )?respeito)\b|^(?:(?:ta|ok|certo|entendi|sei),? )?(?:mas|so que|porem)\b|\bo (?:unico )?(?:problema|porem|detalhe) (?:e|eh) que\b|\bso tem um (?:problema|porem)\b|\bnao (?:vai|vao|ia|iam) (?:\w+ )?(?:baixar|instalar|usar|aceitar|aderir|largar|mudar|trocar|conseguir|querer|gostar|entrar|acessar)\b|\bninguem (?:entrou|usou|usa|acessa|acessou|instalou|baixou|aderiu)\b|\b(?:ai|assim|isso) nao\b|\b(?:vai|vao) (?:dizer|achar|falar) que\b|\bcontra (?:a gente|nos)\b/.test(
    plain,
  );

/** "Tá, mas deixa eu te perguntar uma coisa.": a question announced is asked next, not a doubt voiced. */
const announcesQuestion =
  /\b(?:deixa eu|deixe eu|posso|queria|quero|gostaria de) (?:te |lhe |so )?(?:perguntar|fazer uma pergunta|tirar uma duvida|entender uma coisa)\b/;

/** A reply that opens by welcoming what the seller said ("Aí melhora.", "Faz sentido.") does not doubt it. */
const welcomes =
  /^(?:ai melhora|melhora|otimo|perfeito|gostei|faz sentido|legal|bom saber|boa|interessante|show|beleza|maravilha|excelente)\b/;

/** "Hoje pagamos três por cento no fornecedor atual, então já seria mais barato": the price wins. */
const cheaperThanToday = /\b(?:ja )?(?:seria|sai|fica|ficaria) (?:bem |ate )?mais (?:barat[oa]|em conta)\b/;

/** "Quatro mil pra configurar?" after "a configuração inicial é quatro mil": the price said back, doubted. */
const sharesNumber = (text: string, other: string) => {
  const values = new Set(allNumbers(numberTokens(normalize(other))).map(({ value }) => value));
  return allNumbers(numberTokens(normalize(text))).some(({ value }) => values.has(value));
};

const saysNumber = (text: string) => allNumbers(numberTokens(normalize(text))).length > 0;
