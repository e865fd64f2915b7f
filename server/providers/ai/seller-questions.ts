/**
 * The kind of a seller's discovery question, by what it asks about rather than by its words: how things are
 * done today, what goes wrong, what that costs, what solving it would be worth, money, and when. The client's
 * reply to a question of a kind answers the template question of that kind whatever its own words
 * (template-cues.ts). Each takes a normalised line (lower case, no accents).
 */

/**
 * How things are done today: "como vocês fazem hoje?", the tools, the people and the volume ("quantas pessoas
 * cuidam disso?", "que sistema vocês usam?"), the set-up ("me dá um panorama", "como a equipe se organiza?").
 * A count of what was lost ("quantos clientes vocês perderam?") asks what it costs.
 */
export const asksSituationWords =
  /\bcomo (?:e que )?(?:voces|vcs|voce|funciona|esta|estao|e feito|e feita|fazem|faz)\b|\b(?:hoje|atualmente)\b|\bpanorama\b|\bvisao geral\b|\bum pouco (?:mais )?(?:d[aeo]s?|sobre)\b|\bcenario atual\b|\b(?:estrutura|organiza)\w*\b|\b(?:qual|que|quais) (?:ferramenta|sistema|software|programa|processo|plataforma)s?\b|\b(?:usam|utilizam)\b|\bdia a dia\b|\brotina\b|\bquant[oa]s (?!\w+ (?:\w+ )?(?:perd|gast|cust|deix|sai|cancel))\w+ (?:\w+ )?(?:voces|vcs|tem|teem|sao|cuidam|trabalham|atendem|fazem|usam)\b/;

/**
 * What goes wrong: "onde aperta?", "o que te tira o sono?", "qual o maior gargalo?", "onde vocês perdem mais
 * tempo?", "o que não está funcionando?".
 */
export const asksPain =
  /\baperta\w*\b|\batrapalha\w*\b|\bdificuldades?\b|\bdificil\b|\bcomplicad[oa]\b|\bproblemas?\b|\bdor(?: de cabeca)?\b|\bdesafios?\b|\bpior\b|\bincomoda\w*\b|\bgargalos?\b|\btira o sono\b|\bfrustra\w*\b|\b(?:tem|esta|ta) funcionando\b|\btem funcionado\b|\bo que (?:mais )?(?:trava|pega|preocupa|complica|emperra|falta|irrita)\b|\bonde (?:\w+ )?(?:sentem|perdem|travam|erram|sofrem)\b|\bperdem (?:mais )?tempo\b/;

/**
 * Money for the purchase: "quanto vocês pagam hoje?", "quanto estariam dispostos a investir?", "vocês têm uma
 * faixa, um teto?". Not "orçamento", which in a print shop or a builder's is the quote they make, unless said
 * as the money set aside ("orçamento previsto"); not "quem decide esse investimento?", which asks who, nor
 * "quanto isso tem te custado?" or "quanto isso representa?", which ask what the problem costs (asksCost).
 */
export const asksMoney =
  /^(?!.*\bquem\b)(?!.*\b(?:custad[oa]|custou|custando|perderam|perdem|perdido|prejuizo|representa|representou|pesa|pesou|pesando)\b).*(?:\bquanto (?:\w+ ){0,2}?(?:pagam|gastam|invest\w*|podem|pretendem|querem|dispost\w*|reserv\w*|separ\w*|tem|teem|tinham)\b|\bverba\b|\binvestimento\b|\binvestir\b|\bfaixa\b|\bteto\b|\blimite\b|\bbudget\b|\bvalor (?:reservado|separado|previsto|disponivel|em mente)\b|\borcamento (?:reservado|separado|previsto|disponivel|aprovado|definido)\b)/;

/**
 * When: "pra quando?", "tem alguma data?", "qual a expectativa de início?", "existe alguma urgência?", "em
 * quanto tempo querem isso rodando?"; or, after a "not now", the time past it ("E passando as festas?", "e
 * depois do carnaval?", "terminando a safra?").
 */
export const asksTime =
  /\bquando\b|(?:^|\b(?:e|entao|entendo|entendi|certo)[,.]? )(?:e )?(?:passando|depois d[aeo]s?|apos|terminando|acabando|saindo d[aeo]s?) (?:\w+ ){0,3}?\w+\?$|\bdatas?\b|\bprazos?\b|\bcomec(?:ar|arem|em|ariam|ar(?:ia)?mos)\b(?! (?:com|por|pelo|pela|pelos|pelas) )|\binici(?:o|ar|arem|em|ariam)\b|\bcronograma\b|\bem termos de (?:prazo|tempo)\b|\burgen\w*\b|\bpressa\b|\bem quanto tempo\b|\bjanela\b|\b(?:rodando|funcionando|no ar|implantad[oa])\?/;

/**
 * What a problem costs: "quanto isso custa pra vocês?", "e quando isso acontece, qual o efeito?", "o que isso
 * gera?", "o que isso tem causado?", "isso já trouxe prejuízo?", "como isso reflete no resultado?", "quanto
 * isso pesa pra rede?", "quanto isso tem te custado?".
 */
export const asksCost =
  /\b(?:isso |isto )?(?:pesa|impacta|afeta|prejudica) (?:como|quanto|o que|em que|onde)\b|\bcomo (?:isso |isto )?(?:pesa|impacta|afeta|prejudica|reflete)\b|\bquanto (?:isso |voces |vcs )?(?:custa|custou|representa|impacta|perdem|perderam)\b|\bquanto (?:isso|isto) (?:ja |tem )?(?:pesa|pesou|pesado)\b|\bimpacto\b|\bo que acontece\b|\bconsequencias?\b|\bem dinheiro\b|\befeitos?\b|\bprejuizos?\b|\b(?:isso|isto) (?:ja |tem |tinha |vem |acaba )?(?:te |lhe |nos )?(?:ger|caus|provoc|result|reflet|cust)\w*\b|\b(?:isso|isto) (?:ja )?(?:traz|trouxe|tem trazido)\b|\bno (?:resultado|faturamento|caixa|bolso)\b/;

/**
 * What solving it would be worth: "e se isso se resolvesse, o que mudaria?", "que diferença isso faria?",
 * "como seria o cenário ideal?", "imagina isso resolvido: o que muda?". "Pra quando faria sentido?" and
 * "o ideal seria começar em janeiro?" ask when.
 */
export const asksWorth = (plain: string) =>
  !asksTime.test(plain) &&
  /\bo que (?:isso )?(?:mudaria|muda|representaria|significaria|melhoraria|ganhariam|ganharia)\b|\bquanto (?:isso )?(?:valeria|vale|representaria)\b|\b(?:ganhariam|ganharia|economizariam|economizaria)\b|\bse (?:\w+ ){0,5}?\w+(?:asse|esse|isse)(?:mos|m)?\b[^?]*\?|\bdiferenca (?:\w+ )?(?:faria|faz|fazer)\b|\b(?:faria|faz) (?:\w+ )?diferenca\b|\b(?:cenario|mundo) ideal\b|\bimagin\w* (?:que|se|isso|voces|voce|a gente|o cenario)\b|\bcomo seria\b|\b(?:mudaria|melhoraria|ajudaria|liberaria|significaria)\b/.test(
    plain,
  );
