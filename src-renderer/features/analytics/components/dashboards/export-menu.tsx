import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileTypeHtml, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { DashboardExport } from '@/features/analytics/utils/dashboard-export';
import { exportFileName } from '@/features/analytics/utils/dashboard-export';
import { dashboardHtml } from '@/features/analytics/utils/dashboard-html';
import { dashboardPdf } from '@/features/analytics/utils/dashboard-pdf';
import { downloadBlob, downloadTextFile } from '@/lib/download';
import { notifyError } from '@/lib/notify';
import { rasterise } from './export-data';

interface DashboardExportMenuProps {
  /** What the dashboard shows now; called when an export is picked. */
  collect: () => DashboardExport;
}

/** Saves the dashboard as one HTML file or a PDF, for someone who does not run Verity. */
export function DashboardExportMenu({ collect }: DashboardExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const exportAs = async (format: 'html' | 'pdf') => {
    setBusy(true);
    try {
      const report = collect();
      const name = exportFileName(report.name);
      if (format === 'html') downloadTextFile(`${name}.html`, 'text/html', dashboardHtml(report));
      else downloadBlob(`${name}.pdf`, await dashboardPdf(report, rasterise));
    } catch (error) {
      notifyError(`Could not export the dashboard as ${format.toUpperCase()}`, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={busy}
          data-testid="dashboard-export"
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypeHtml size={16} />}
          onClick={() => void exportAs('html')}
          data-testid="dashboard-export-html"
        >
          HTML file (charts and tables)
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileTypePdf size={16} />}
          onClick={() => void exportAs('pdf')}
          data-testid="dashboard-export-pdf"
        >
          PDF
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
