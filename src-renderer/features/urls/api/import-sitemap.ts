import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

type SitemapSource = InputOf<'urls:importSitemap'>['source'];

/** Imports a sitemap (or sitemap index) by URL or as a file the page read; main follows nested ones. */
export function useImportSitemap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (source: SitemapSource) => unwrap(await getVerity().urls.importSitemap({ source })),
    meta: { errorTitle: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.urlsLists }),
  });
}
