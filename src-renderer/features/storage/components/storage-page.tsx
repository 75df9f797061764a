import { ServicePage } from '@/components/service-page';

export function StoragePage() {
  return (
    <ServicePage
      slug="storage"
      title="Storage"
      service="storage"
      description="The file storage API: browse with breadcrumbs and paging, search, upload and download through a transfer queue, create, rename, move and copy, trash versus delete, shared stores and permissions, comments, revisions, labels, the changes feed and quota."
    />
  );
}
