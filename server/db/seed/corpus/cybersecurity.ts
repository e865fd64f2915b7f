import type { Conversation } from './conversation.ts';

/** A credit cooperative under regulatory pressure evaluates managed security monitoring. */
export const cybersecurity: Conversation = {
  id: 'cybersecurity',
  topic: 'monitoramento de segurança gerenciado',
  lines: [
    ['seller', 'Eduardo, Lívia, bom dia. Vocês mencionaram a auditoria do Banco Central. Como posso ajudar?'],
    [
      'client',
      'Bom dia. A auditoria apontou que não temos monitoramento de segurança vinte e quatro horas. Temos noventa dias pra corrigir.',
    ],
    ['seller', 'Noventa dias é apertado, mas viável. Quantas agências e quantos servidores estão no escopo?'],
    ['client2', 'São trinta e duas agências, uns setenta servidores e mil e cem estações de trabalho.'],
    ['seller', 'E hoje quem olha os alertas do firewall e do antivírus?'],
    ['client2', 'Eu e mais um analista, no horário comercial. À noite e no fim de semana ninguém olha.'],
    [
      'client',
      'E no ano passado tivemos uma tentativa de ransomware numa sexta à noite. Só descobrimos na segunda.',
    ],
    [
      'seller',
      'Esse é o cenário que o nosso SOC resolve. Monitoramos vinte e quatro por sete e, em caso de incidente crítico, isolamos a máquina em até quinze minutos.',
    ],
    ['client', 'Vocês atendem outras cooperativas? Preciso de referência do setor.'],
    [
      'seller',
      'Atendemos onze cooperativas de crédito e dois bancos digitais. Posso passar o contato do gerente de TI de uma cooperativa do Nordeste.',
    ],
    ['client2', 'Como funciona a coleta de logs? Nossa banda nas agências do interior é limitada.'],
    [
      'seller',
      'O coletor fica no datacenter de vocês e só envia eventos filtrados e comprimidos. Numa agência típica, isso consome menos de duzentos kilobits por segundo.',
    ],
    ['client', 'E o investimento?'],
    [
      'seller',
      'Para esse porte, vinte e dois mil reais por mês, com o relatório mensal no formato que o Banco Central pede.',
    ],
    [
      'client',
      'Temos orçamento de segurança pra este ano, mas acima de vinte mil precisa de aprovação do conselho de administração.',
    ],
    ['seller', 'Consigo chegar em dezenove mil e novecentos com contrato de trinta e seis meses.'],
    ['client', 'Aí fica na minha alçada. Preciso da proposta e da minuta do contrato pro jurídico revisar.'],
    ['client2', 'E um plano de implantação que caiba nos noventa dias, com marcos semanais.'],
    [
      'seller',
      'Envio os três documentos até quarta. Se o jurídico aprovar até o fim do mês, começamos a implantação no dia primeiro.',
    ],
    ['client', 'Combinado. Obrigado pela agilidade.'],
  ],
};
