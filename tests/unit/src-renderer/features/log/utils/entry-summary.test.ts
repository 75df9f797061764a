import { describe, expect, it } from 'vitest';
import { summaryOfView } from '@/features/log/utils/entry-summary';
import { entrySummary, entryView, report } from '../../../../../support/renderer/tlog-fixtures';

describe('summaryOfView', () => {
  it('gives a search result the same row as a browsed entry', () => {
    expect(summaryOfView(entryView())).toEqual(entrySummary());
  });

  it('keeps the failed checks only', () => {
    const checks = [
      { name: 'set' as const, ok: false, scope: 'tlog' as const, detail: 'bad SET' },
      { name: 'inclusion' as const, ok: null, scope: 'tlog' as const, detail: 'no proof' },
      { name: 'leaf-hash' as const, ok: true, scope: 'tlog' as const, detail: 'ok' },
    ];
    const row = summaryOfView(entryView({ report: { ...report(), tlog: 'fail', checks } }));
    expect(row).toMatchObject({ tlog: 'fail', failedChecks: [checks[0]] });
  });
});
