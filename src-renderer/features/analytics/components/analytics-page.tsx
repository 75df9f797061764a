import { ServicePage } from '@/components/service-page';

export function AnalyticsPage() {
  return (
    <ServicePage
      slug="analytics"
      title="Analytics"
      service="analytics"
      description="Dashboards over the analytics API: a report builder that offers only valid metric, dimension and filter combinations and explains invalid ones, KPI cards with period deltas, time series, geography, top videos, traffic sources and demographics, period comparison, CSV export, saved dashboards and a groups manager."
    />
  );
}
