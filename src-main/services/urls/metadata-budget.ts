// The service's metadata reads a minute (180 by default), per profile over a rolling minute: refreshes, the
// queue's recovery after a restart and its clock probes all draw from it, so none of them meets a 429.

const MINUTE_MS = 60_000;

export function createMetadataBudget(deps: { perMinute: () => number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const reads = new Map<string, number[]>();

  /** The profile's reads within the last minute (older ones forgotten). */
  function recent(profileId: string): number[] {
    const since = now() - MINUTE_MS;
    const kept = (reads.get(profileId) ?? []).filter((at) => at > since);
    reads.set(profileId, kept);
    return kept;
  }

  return {
    usedThisMinute: (profileId: string) => recent(profileId).length,

    /** Takes up to `wanted` reads from what the minute has left; answers how many it took. */
    take(profileId: string, wanted: number): number {
      const kept = recent(profileId);
      const granted = Math.max(0, Math.min(wanted, deps.perMinute() - kept.length));
      const at = now();
      for (let i = 0; i < granted; i += 1) kept.push(at);
      return granted;
    },

    /** When the oldest read of the minute leaves it, freeing a read; now when one is free already. */
    nextFreeAt(profileId: string): number {
      const kept = recent(profileId);
      return kept.length < deps.perMinute() ? now() : kept[kept.length - deps.perMinute()]! + MINUTE_MS;
    },
  };
}

export type MetadataBudget = ReturnType<typeof createMetadataBudget>;
