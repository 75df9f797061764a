import { ServicePage } from '@/components/service-page';

export function UrlsPage() {
  return (
    <ServicePage
      slug="urls"
      title="URLs"
      service="indexing"
      description="A status dashboard for URL notifications: publish updates and removals singly or in batches of up to 100, import from sitemaps or CSV, pre-flight checks before each notification, a quota meter with a queue that pauses at the quota and resumes, grouped errors with fixes, and history charts."
    />
  );
}
