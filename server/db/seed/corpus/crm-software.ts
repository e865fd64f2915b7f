import type { Conversation } from './conversation.ts';

/** Discovery call: a retail chain whose sales team lives in spreadsheets evaluates a CRM. */
export const crmSoftware: Conversation = {
  id: 'crm-software',
  topic: 'CRM de vendas',
  lines: [
    [
      'seller',
      'Bom dia, Juliana! Obrigado por reservar esse tempo. A ideia hoje é entender como o time comercial trabalha e ver se o nosso CRM faz sentido pra vocês.',
    ],
    [
      'client',
      'Bom dia! Perfeito. O André, da TI, também está aqui comigo porque qualquer ferramenta nova passa por ele.',
    ],
    ['client2', 'Olá, pessoal. Eu vou focar mais em integração e segurança.'],
    [
      'seller',
      'Ótimo. Juliana, me conta: hoje como vocês acompanham as oportunidades das lojas e do atacado?',
    ],
    [
      'client',
      'Sinceramente, é tudo em planilha. Cada vendedor tem a sua, e no fim do mês eu passo dois dias consolidando pra apresentar pra diretoria.',
    ],
    ['seller', 'Dois dias por mês só de consolidação. E quantos vendedores são hoje?'],
    [
      'client',
      'São vinte e oito no total, dezoito no varejo e dez no atacado. E a gente quer contratar mais seis até o meio do ano.',
    ],
    ['seller', 'Entendi. E qual é a principal dor nisso tudo? Tempo, visibilidade, perda de negócio?'],
    [
      'client',
      'Visibilidade. Eu não sei quais propostas estão paradas. No trimestre passado perdemos dois contratos grandes porque ninguém fez o follow-up.',
    ],
    [
      'seller',
      'Isso é bem comum. No nosso CRM cada oportunidade tem uma próxima ação com prazo, e o gestor recebe um alerta quando uma proposta fica mais de sete dias sem contato.',
    ],
    ['client', 'Isso já resolveria metade dos meus problemas.'],
    ['client2', 'E como funciona a integração com o nosso ERP? A gente usa o Protheus.'],
    [
      'seller',
      'Temos um conector pronto pro Protheus que sincroniza clientes, pedidos e títulos em aberto a cada quinze minutos. A implantação dele leva em média duas semanas.',
    ],
    ['client2', 'Os dados ficam hospedados onde? Temos uma política interna sobre LGPD.'],
    [
      'seller',
      'Ficam em datacenter no Brasil, em São Paulo, com criptografia em repouso. Eu te mando o nosso relatório de conformidade com a LGPD ainda hoje.',
    ],
    ['seller', 'Juliana, pensando em investimento: vocês já têm um orçamento separado pra esse projeto?'],
    [
      'client',
      'Temos uma verba aprovada de até oito mil reais por mês pra ferramentas comerciais. Se passar disso, precisa ir pro comitê.',
    ],
    [
      'seller',
      'Com vinte e oito usuários no plano Profissional ficaria em torno de seis mil e quatrocentos por mês, dentro da verba.',
    ],
    [
      'client',
      'Bom saber. Mas quem assina é o Fernando, nosso diretor comercial. Eu faço a recomendação, ele decide.',
    ],
    [
      'seller',
      'Faz sentido. Seria possível incluir o Fernando numa demonstração mais curta, focada nos painéis de gestão?',
    ],
    ['client', 'Acho que sim. Ele gosta de ver números. Se mostrar o funil por loja, ele se interessa.'],
    ['seller', 'E qual seria o prazo ideal pra ter o time usando a ferramenta?'],
    ['client', 'Queríamos começar antes da campanha de Dia das Mães, então idealmente em abril.'],
    [
      'seller',
      'Dá tempo com folga. Então os próximos passos: eu envio a proposta e o material de LGPD hoje, e agendamos a demonstração com o Fernando para a semana que vem.',
    ],
    ['client', 'Combinado. Pode mandar o convite pra terça ou quarta à tarde.'],
    ['client2', 'E inclui a documentação da API, por favor.'],
    ['seller', 'Incluo sim. Obrigado, Juliana e André, ótima conversa!'],
  ],
};
