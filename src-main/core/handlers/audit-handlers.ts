import type { AuditService } from '../../services/audit/audit-service';
import type { Handlers } from '../router';

export function auditHandlers(deps: { audit: AuditService }) {
  return {
    'audit:verify': async (input) => deps.audit.verify(input),
    'audit:export': async ({ id, format }) => deps.audit.export(id, format),
    'audit:fileDetail': async ({ id, name }) => deps.audit.fileDetail(id, name),
  } satisfies Partial<Handlers>;
}
