/**
 * Commitments about what happens after the call, in a normalised sentence (lower case, no accents). People
 * commit in the first person ("eu envio", "vou mandar", "a gente fecha"), ask the other side for something
 * ("você me manda a proposta", "pode marcar", "inclui também"), or state the plan ("próximos passos",
 * "agendado pra terça"). Questions are proposals, not commitments, so they are left out.
 */
const commitments = [
  /\bproximos? passos?\b/,
  // First person, present for future: "eu envio", "te mando", "apresento pro seu Alberto". "Marco" and
  // "levo" only after a pronoun: alone they are "março" and "levo dez minutos".
  /\b(?:eu |te |lhe |ja )(?:marco|levo)\b/,
  // Setting things up or handing them over, after a pronoun and with a time ahead: "eu configuro o ambiente
  // na segunda", "te passo os acessos amanhã". Without the time it is what they do every day ("eu monto as
  // rotas de manhã", "eu faço a recomendação").
  /\b(?:eu |te |lhe |ja |eu te |eu lhe |eu ja )(?:passo|configuro|instalo|libero|crio|cadastro|monto|ajusto|levanto|faco|peco|aviso|atualizo|testo|abro|trago|disparo|escrevo|redijo|mostro|separo)\b.*\b(?:hoje|amanha|depois de amanha|(?:na|nesta|ate) (?:segunda|terca|quarta|quinta|sexta)|(?:no|neste|ate o?) (?:sabado|domingo)|semana que vem|proxima semana|ainda (?:hoje|essa semana|esta semana)|ate (?:o fim|o final|sexta|amanha))\b/,
  /\b(?:eu |te |lhe |ja )?(?:envio|mando|preparo|agendo|apresento|incluo|confirmo|encaminho|retorno|ligo|chamo|compartilho|reviso|organizo|providencio)\b/,
  // "Vamos começar pelo forecast" is the call's own agenda, not what comes after it.
  /\b(?:vou|vamos|iremos|irei) (?!comecar (?:pelo|pela|por)\b)(?:te |lhe |ja )?(?:enviar|mandar|preparar|agendar|marcar|apresentar|incluir|confirmar|levar|encaminhar|retornar|ligar|chamar|compartilhar|revisar|ver|fazer|fechar|assinar|comecar|conversar|falar|alinhar|testar|rodar|validar|avaliar|montar|configurar|instalar|liberar|migrar|treinar|implantar|visitar|ajustar|integrar)\b/,
  /\ba gente (?:se )?(?:fecha|assina|comeca|faz|manda|envia|marca|agenda|conversa|fala|volta|alinha|testa|roda|valida|avalia|monta|decide)\b/,
  // Not "fechamos": "fechamos o ano com..." reports the past.
  /\b(?:assinamos|comecamos|agendamos|marcamos|combinamos|alinhamos|iniciamos)\b/,
  // The other side asked for it: "você me manda", "pode mandar o convite", "me manda também".
  /\b(?:voce|voces|vc) (?:me |nos |pra gente )?(?:manda|envia|prepara|agenda|marca|traz|apresenta|confirma|encaminha|liga)\b/,
  /\bpode (?:mandar|enviar|marcar|agendar|preparar|incluir|trazer)\b/,
  /^(?:e )?(?:me |nos )?(?:manda|envia|inclui|traz|prepara|marca|agenda)\b/,
  /\b(?:preciso|precisamos) (?:da|de uma|de um|do) (?:proposta|minuta|contrato|cronograma|plano|orcamento|material)\b/,
  /\baguardo (?:a|o|seu|sua)\b/,
  /\bproponho\b/,
  /\b(?:agendad|marcad)[oa] (?:pra|para)\b/,
  /\bfic(?:ou|amos|a) de \w+(?:ar|er|ir)\b/,
  /\blembrem? de\b/,
  /\bposso (?:te )?(?:passar|enviar|mandar|conectar)\b/,
  /\bconsigo (?:te |lhe )?(?:enviar|mandar|passar|preparar)\b/,
];

/**
 * A proposal in the first person is a commitment even asked as a question: "Então eu te mando a proposta
 * amanhã e a gente marca com o Tiago na terça?".
 */
const proposedInFirstPerson =
  /\beu (?:te |lhe )?(?:envio|mando|preparo|agendo|apresento|incluo|confirmo|encaminho|ligo|chamo|compartilho|levo|passo|configuro)\b|\b(?:eu )?vou (?:te |lhe )?(?:enviar|mandar|preparar|agendar|marcar|apresentar)\b/;

export function isNextStep(normalizedSentence: string): boolean {
  if (normalizedSentence.trim().endsWith('?') && !proposedInFirstPerson.test(normalizedSentence))
    return false;
  if (normalizedSentence.split(/\s+/).length < 3) return false;
  return commitments.some((pattern) => pattern.test(normalizedSentence));
}
