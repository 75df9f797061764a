import { Anchor, Breadcrumbs, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useFilePath } from '../api/file-path';
import { DRAG_TYPE, draggedIds } from '../utils/file-drag';
import { folderView, searchOf } from '../utils/storage-location';

interface Crumb {
  id: string;
  name: string;
}

/** A folder above the one shown: a link, and a place to drop files to move them up. */
function CrumbLink({
  crumb,
  storeId,
  onDrop,
}: {
  crumb: Crumb;
  storeId: string | null;
  onDrop: (fileIds: string[], folderId: string) => void;
}) {
  const [over, setOver] = useState(false);
  return (
    <Anchor
      component={Link}
      to={`/storage${searchOf(folderView(crumb.id, storeId))}`}
      size="sm"
      bg={over ? 'var(--mantine-color-teal-light)' : undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const ids = draggedIds(event.dataTransfer);
        if (ids.length > 0) {
          event.preventDefault();
          onDrop(ids, crumb.id);
        }
      }}
      data-testid="storage-crumb"
    >
      {crumb.name}
    </Anchor>
  );
}

/**
 * My Store (or the shared store) › … › the folder shown; each folder above is a link and a drop target, in
 * the store the folder shown is in.
 */
export function StorageBreadcrumbs({
  folderId,
  onDrop,
}: {
  folderId: string;
  onDrop: (fileIds: string[], folderId: string) => void;
}) {
  const path = useFilePath(folderId);
  if (folderId === 'root')
    return (
      <Text size="sm" fw={600} data-testid="storage-breadcrumbs">
        My Store
      </Text>
    );
  if (path.error) return <ErrorAlert title="Could not read this folder" query={path} />;
  if (!path.data) return <Skeleton h={20} w={240} />;
  return (
    <Breadcrumbs data-testid="storage-breadcrumbs">
      {path.data.ancestors.map((crumb) => (
        <CrumbLink key={crumb.id} crumb={crumb} storeId={path.data.file.driveId} onDrop={onDrop} />
      ))}
      <Text size="sm" fw={600}>
        {path.data.file.name}
      </Text>
    </Breadcrumbs>
  );
}
