import { ServicePage } from '@/components/service-page';

export function FilesPage() {
  return (
    <ServicePage
      slug="files"
      title="Files"
      service="genai"
      description="Files for the generation API: resumable uploads with progress, pause, resume and retry, a local SHA-256 checked against the service's hash, processing-to-active polling, expiry countdowns, paging, deletion and “use in chat”."
    />
  );
}
