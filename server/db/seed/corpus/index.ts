import type { Conversation } from './conversation.ts';
import { crmSoftware } from './crm-software.ts';
import { cybersecurity } from './cybersecurity.ts';
import { fleetLogistics } from './fleet-logistics.ts';
import { hrBenefits } from './hr-benefits.ts';
import { industrialErp } from './industrial-erp.ts';
import { pipelineReview } from './pipeline-review.ts';
import { saasRenewal } from './saas-renewal.ts';

/** Every pt-BR conversation the seed (and the Recall emulator's bot) can draw transcripts from. */
export const corpus = {
  crmSoftware,
  fleetLogistics,
  saasRenewal,
  industrialErp,
  hrBenefits,
  cybersecurity,
  pipelineReview,
} satisfies Record<string, Conversation>;

export type ConversationKey = keyof typeof corpus;
export type { Conversation, Speaker } from './conversation.ts';
