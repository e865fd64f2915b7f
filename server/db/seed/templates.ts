import { readyTemplates } from '../../../src/domain/ready-templates.ts';
import { companies } from './accounts.ts';

/**
 * The demo company's copies of the ready-made templates, with fixed ids: the demo meetings are analysed with
 * the first two, whose ids and questions the answer tests rely on.
 */
export const templates = {
  bant: { id: 'e0000000-0000-4000-8000-000000000001', companyId: companies.demo.id, ...readyTemplates.bant },
  spin: { id: 'e0000000-0000-4000-8000-000000000002', companyId: companies.demo.id, ...readyTemplates.spin },
  gpctba: {
    id: 'e0000000-0000-4000-8000-000000000003',
    companyId: companies.demo.id,
    ...readyTemplates.gpctba,
  },
  meddic: {
    id: 'e0000000-0000-4000-8000-000000000004',
    companyId: companies.demo.id,
    ...readyTemplates.meddic,
  },
} as const;
