// The shape of one channel report type in the generated catalog (report-catalog.ts).

/** How a rule group constrains the values it lists (a filter written `key==VALUE` must carry that value). */
type RuleKind = 'Required' | 'ExactlyOne' | 'OneOrMore' | 'ZeroOrOne' | 'ZeroOrMore' | 'Optional';

export interface RuleGroup {
  rule: RuleKind;
  values: readonly string[];
}

export interface ReportType {
  id: string;
  name: string;
  /** Whether the report is about videos or playlists (a playlist report needs a playlist or a playlist group). */
  contentKind: 'video' | 'playlist';
  dimensions: readonly RuleGroup[];
  filters: readonly RuleGroup[];
  metrics: readonly string[];
  sortOptions: readonly string[];
  sortDescendingOnly: boolean;
  requiresSortAndMaxResults: boolean;
  maxResults: number | null;
  note?: string;
}
