import type { AuditService } from '../../services/audit/audit-service';
import { documentDetail } from '../../services/audit/document-detail';
import type { Handlers } from '../router';

export function auditHandlers(deps: { audit: AuditService }) {
  return {
    'audit:verify': async (input) => deps.audit.verify(input),
    'audit:export': async ({ id, format }) => deps.audit.export(id, format),
    'audit:fileDetail': async ({ content }) => documentDetail(content),
  } satisfies Partial<Handlers>;
}
