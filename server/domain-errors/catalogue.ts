import { botConfigMessages } from '../../src/api-contract/bot-config.ts';
import { crmMessages } from '../../src/api-contract/crm.ts';
import { featureOffMessage } from '../../src/api-contract/company-features.ts';
import { dailyReportMessages } from '../../src/api-contract/daily-report.ts';
import { googleCalendarMessages } from '../../src/api-contract/calendar-google.ts';
import { invalidMeetingLinkMessage } from '../../src/api-contract/meeting.ts';
import { outlookCalendarMessages } from '../../src/api-contract/calendar-outlook.ts';
import { peopleMessages } from '../../src/api-contract/people.ts';
import { shareMessages } from '../../src/api-contract/share.ts';
import { signUpMessages } from '../../src/api-contract/sign-up.ts';
import { templateMessages } from '../../src/api-contract/template.ts';
import { vocabularyMessages } from '../../src/api-contract/vocabulary.ts';
import { onlyOwnerMayChange } from '../../src/domain/meeting-access.ts';
import { calendarMessages } from '../features/calendar/calendar-messages.ts';

/**
 * Every refusal the domain explains to the person, by code, in pt-BR: the one place its sentence is
 * written (or named, when the app compares it too and it lives in src/api-contract). A sentence that names
 * a fact (an id, a size, a calendar) is a function of those facts; `new DomainError(code, ...facts)` builds
 * it. The HTTP status of each code is the edge's business (server/http/domain-error-statuses.ts).
 */
export const domainMessages = {
  // Users, teams, sign-in
  'user-not-found': 'Usuário não encontrado.',
  'current-password-wrong': 'Senha atual incorreta.',
  'password-too-weak': 'A senha não atende aos critérios de segurança. Verifique os requisitos de senha.',
  'password-not-changed':
    'A senha ainda não foi alterada no provedor de identidade. Altere a senha e tente novamente.',
  'team-not-found': 'Equipe não encontrada.',
  'no-identity-provider-for-domain': 'Nenhum provedor de autenticação para este domínio.',
  'feature-off': featureOffMessage,
  'people-admin-only': 'Somente administradores gerenciam usuários, equipes e o registro de auditoria.',
  'not-invited': peopleMessages.notInvited,
  'last-admin': peopleMessages.lastAdmin,
  'self-deactivation': peopleMessages.selfDeactivation,
  'move-target-invalid': peopleMessages.moveTargetInvalid,
  'team-name-taken': peopleMessages.teamNameTaken,
  'sign-up-sso-domain': signUpMessages.ssoDomain,

  // Meetings and the bot
  'meeting-not-found': 'Reunião não encontrada.',
  'meeting-owner-only': onlyOwnerMayChange,
  'meeting-link-invalid': invalidMeetingLinkMessage,
  'bot-restart-without-link': 'Esta reunião não tem link: não há bot para reiniciar.',
  'bot-restart-meeting-disabled': 'A reunião está desativada: ative-a antes de reiniciar o bot.',
  'bot-config-admin-only': botConfigMessages.adminOnly,
  'bot-config-admin-only-read': botConfigMessages.adminOnlyRead,
  'bot-image-missing': botConfigMessages.imageMissing,
  'bot-image-not-found': botConfigMessages.imageNotFound,
  'bot-image-too-large': botConfigMessages.imageTooLarge,
  'bot-image-type': botConfigMessages.imageType,
  'bot-image-dimensions': botConfigMessages.imageDimensions,
  'bot-image-link-invalid': 'Link da imagem do bot inválido.',
  'bot-image-link-expired': 'O link da imagem do bot expirou.',

  // Transcripts and what is read from them
  'transcription-not-found': 'Transcrição não encontrada.',
  'meeting-without-transcription': 'Esta reunião ainda não tem transcrição.',
  'transcription-not-ready': 'A transcrição ainda não está pronta.',
  'transcript-line-unknown': (lineId: string) => `Fala inexistente na transcrição: ${lineId}.`,
  'transcript-speaker-unknown': (speaker: string) => `Participante inexistente na transcrição: ${speaker}.`,
  'enrichment-awaits-transcription': 'A análise fica disponível quando a transcrição estiver pronta.',
  'coaching-awaits-transcription':
    'As métricas de coaching ficam disponíveis quando a transcrição estiver pronta.',
  'chat-context-meeting-not-found': (meetingId: string) =>
    `A reunião ${meetingId} não foi encontrada entre as que você pode ver; tire-a da seleção e pergunte de novo.`,
  'vocabulary-duplicate': vocabularyMessages.duplicate,
  'vocabulary-word-not-found': vocabularyMessages.notFound,

  // Templates
  'template-not-found': templateMessages.notFound,
  'template-company-admin-only': templateMessages.companyTemplateAdminOnly,
  'template-owner-only': templateMessages.ownerOnly,
  'template-question-not-found': templateMessages.questionNotFound,
  'template-too-many-questions': templateMessages.tooManyQuestions,

  // Recordings, uploads and the signed links to them
  'meeting-without-recording': 'Esta reunião não tem gravação.',
  'media-link-invalid': (what: string) => `Link de ${what} inválido.`,
  'media-link-expired': (what: string) => `O link de ${what} expirou. Solicite um novo link.`,
  'share-link-disabled': 'Este link compartilhado foi desativado ou a senha mudou.',
  'share-expiry-past': shareMessages.expiryPast,
  'share-link-off': shareMessages.linkOff,
  'upload-not-found': 'Envio não encontrado.',
  'upload-not-of-meeting': 'Esta reunião não foi criada por envio de arquivo.',
  'upload-format-unsupported': 'Formato de arquivo não suportado.',
  'upload-too-large': (limit: string) => `O arquivo excede o limite de ${limit} por envio.`,
  'upload-no-room': 'O servidor está sem espaço para receber este arquivo agora. Tente novamente mais tarde.',
  'upload-disk-full': 'Sem espaço em disco para receber o arquivo. Tente novamente mais tarde.',
  'upload-already-sent': 'O arquivo desta reunião já foi enviado.',
  'upload-cancelled': 'Envio cancelado.',
  'upload-cancelled-send-again': 'Este envio foi cancelado. Envie o arquivo novamente.',
  'upload-cancelled-mark-pending': 'Este envio foi cancelado. Marque-o como pendente para enviar de novo.',
  'upload-interrupted': 'Envio interrompido.',
  'upload-in-progress': 'Já há um envio em andamento para esta reunião.',
  'upload-status-refused': (target: string, current: string) =>
    `Não é possível marcar como ${target} um envio ${current}.`,
  'upload-incomplete': (received: number, expected: number) =>
    `O arquivo ainda não foi recebido por completo (${received} de ${expected} bytes).`,
  'upload-size-mismatch': (stored: number, declared: number) =>
    `O arquivo recebido tem ${stored} bytes, e não os ${declared} informados. Envie o arquivo novamente.`,
  'upload-content-too-large': (declared: number) =>
    `O conteúdo excede o tamanho informado do arquivo (${declared} bytes).`,
  'upload-content-range-invalid': (declared: number) =>
    `Content-Range inválido: use bytes início-fim/${declared}.`,
  'upload-resume-at': (offset: number) => `O envio deve continuar a partir do byte ${offset}.`,
  'upload-by-url-only': 'Este servidor recebe o arquivo pela URL de envio, não em partes para um bucket.',
  'upload-by-parts-only':
    'Este envio vai direto ao armazenamento de objetos: envie as partes às URLs assinadas.',
  'upload-part-beyond': (partCount: number, partNumber: number) =>
    `Este arquivo tem ${partCount} partes; a parte ${partNumber} não existe.`,
  'upload-part-stale': 'Esta parte não pertence ao envio em andamento. Peça novas URLs de partes.',

  // Enablement and daily reports
  'enablement-leaders-only': 'Somente os líderes da equipe e os administradores veem o painel de enablement.',
  'enablement-seller-not-in-team': 'O vendedor escolhido não faz parte desta equipe.',
  'enablement-range-too-long': (days: number) => `O período personalizado pode ter no máximo ${days} dias.`,
  'daily-report-admin-only': dailyReportMessages.adminOnly,
  'daily-report-not-found': dailyReportMessages.notFound,
  'daily-report-coverage-empty': dailyReportMessages.coverageEmpty,
  'daily-report-team-unknown': dailyReportMessages.teamUnknown,
  'daily-report-seller-unknown': dailyReportMessages.sellerUnknown,
  'daily-report-send-failed': dailyReportMessages.sendFailed,

  // Integrations: calendars, CRMs, webhooks
  'calendar-not-connected': calendarMessages.notConnected,
  'calendar-needs-reconnect': calendarMessages.needsReconnect,
  'calendar-unavailable': calendarMessages.unavailable,
  'calendar-not-configured': calendarMessages.notConfigured,
  'google-calendar-state-mismatch': googleCalendarMessages.stateMismatch,
  'google-calendar-code-refused': googleCalendarMessages.codeRefused,
  'outlook-calendar-state-mismatch': outlookCalendarMessages.stateMismatch,
  'outlook-calendar-code-refused': outlookCalendarMessages.codeRefused,
  'crm-key-refused': crmMessages.refused,
  'crm-unavailable': crmMessages.unavailable,
  'integration-not-found': 'Integração não encontrada.',
  'webhook-missing': 'Cadastre a URL do webhook antes de enviar um teste.',
  'webhook-private-address':
    'Este endereço é de uma rede privada ou reservada, ou deste servidor, e não pode receber o webhook. Use um endereço público.',
} as const;

export type DomainErrorCode = keyof typeof domainMessages;
