import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `delayMs`: progress shows only for slow work, without flicker. */
export function useDelayedFlag(active: boolean, delayMs = 1000): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
