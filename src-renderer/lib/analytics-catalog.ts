/**
 * The YouTube Analytics report catalog and its query checker as the renderer sees them (src-shared/analytics):
 * the same rules main and the sandbox check a query against, so a screen can offer only what they accept.
 */
export { checkQuery } from '../../src-shared/analytics/check-query';
export type { QueryCheck } from '../../src-shared/analytics/check-query';
export { FILTER_VALUES, REPORT_TYPES } from '../../src-shared/analytics/report-catalog';
export type { ReportType, RuleGroup } from '../../src-shared/analytics/report-type';
