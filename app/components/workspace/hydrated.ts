import { useEffect, useState } from "react";

/** Whether the page's script has taken over (false on the server and in the first render). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
