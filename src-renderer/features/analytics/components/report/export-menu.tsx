import { ActionIcon, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { downloadBlob, downloadTextFile } from '@/lib/download';
import { notifyError } from '@/lib/notify';
import { chartPng, chartSvg } from '@/features/analytics/utils/chart-image';

interface ExportMenuProps {
  title: string;
  /** A name without extension for the files. */
  fileName: string;
  /** The element holding the chart; its first SVG is what is exported. Null when the card shows only a table. */
  chart: RefObject<HTMLDivElement | null> | null;
  csv: () => string;
}

function chartElement(chart: ExportMenuProps['chart']): SVGSVGElement {
  const svg = chart?.current?.querySelector<SVGSVGElement>(
    'svg.recharts-surface, [data-testid="geo-map"] svg',
  );
  if (!svg) throw new Error('The chart is not drawn yet; wait for it to appear and export again.');
  return svg;
}

/** Downloads of a report: the table as CSV, and the chart as PNG or SVG when one is shown. */
export function ExportMenu({ title, fileName, chart, csv }: ExportMenuProps) {
  const exportChart = async (format: 'png' | 'svg') => {
    try {
      const image = chartSvg(chartElement(chart), title);
      if (format === 'svg') downloadTextFile(`${fileName}.svg`, 'image/svg+xml', image.svg);
      else downloadBlob(`${fileName}.png`, await chartPng(image));
    } catch (error) {
      notifyError(`Could not export the chart as ${format.toUpperCase()}`, error);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Export ${title}`} data-testid="report-export">
          <IconDownload size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => downloadTextFile(`${fileName}.csv`, 'text/csv', csv())}>
          Table as CSV
        </Menu.Item>
        <Menu.Item disabled={!chart} onClick={() => void exportChart('png')}>
          Chart as PNG
        </Menu.Item>
        <Menu.Item disabled={!chart} onClick={() => void exportChart('svg')}>
          Chart as SVG
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
