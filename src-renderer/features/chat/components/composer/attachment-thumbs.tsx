import { CloseButton, Group, Image, Paper, Text } from '@mantine/core';
import { formatBytes } from '@/lib/format';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { attachmentSrc, base64Bytes } from '@/features/chat/utils/attachments';

/** The draft's images as thumbnails, each removable. */
export function AttachmentThumbs() {
  const attachments = useDraftStore((state) => state.attachments);
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" data-testid="draft-attachments">
      {attachments.map((attachment, index) => (
        <Paper key={index} withBorder p={4} pos="relative" data-testid="draft-attachment">
          <Image
            src={attachmentSrc(attachment)}
            alt={attachment.name}
            h={56}
            w={56}
            fit="cover"
            radius="sm"
          />
          <Text size="10px" c="dimmed" maw={56} truncate="end" title={attachment.name}>
            {formatBytes(base64Bytes(attachment.data))}
          </Text>
          <CloseButton
            size="xs"
            pos="absolute"
            top={0}
            right={0}
            aria-label={`Remove ${attachment.name}`}
            onClick={() => useDraftStore.getState().removeAttachment(index)}
          />
        </Paper>
      ))}
    </Group>
  );
}
