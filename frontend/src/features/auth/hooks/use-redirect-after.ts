import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `when` is true, goes to `to` after `delayMs` (spec: 2 s after registration, 3 s after a password reset). */
export function useRedirectAfter(when: boolean, to: string, delayMs: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return undefined;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
