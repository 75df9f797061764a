import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ServiceId } from '@/lib/contract';
import { PageHeader } from './page-header';
import { ServiceBaseUrl } from './service-base-url';

interface ServicePageProps {
  slug: string;
  title: string;
  /** What the page is for, in one short paragraph. */
  description: string;
  service: ServiceId;
}

/** A service page's frame: what it is for and which endpoint it talks to. */
export function ServicePage({ slug, title, description, service }: ServicePageProps) {
  return (
    <Stack gap="md" data-testid={`page-${slug}`}>
      <PageHeader title={title} description={description} />
      <ServiceBaseUrl service={service} />
      <Text size="sm" c="dimmed">
        Calls this page makes appear on the{' '}
        <Anchor component={Link} to="/activity" size="sm">
          Activity
        </Anchor>{' '}
        page; change the endpoint in{' '}
        <Anchor component={Link} to="/settings" size="sm">
          Settings
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
