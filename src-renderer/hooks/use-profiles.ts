import { useQuery } from '@tanstack/react-query';
import { unwrap, type Profile } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

/** Every profile and which one is active. Shared: the header, Settings and each service page read it. */
export function useProfiles() {
  return useQuery({
    queryKey: queryKeys.profiles,
    queryFn: async () => unwrap(await getVerity().profiles.list()),
  });
}

/** The active profile, or undefined while loading or when the list failed. */
export function useActiveProfile(): Profile | undefined {
  const { data } = useProfiles();
  return data?.profiles.find((profile) => profile.id === data.activeId);
}
