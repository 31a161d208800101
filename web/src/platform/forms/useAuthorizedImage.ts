import { useEffect, useState } from 'react';
import { accessToken } from '../auth/accessToken.ts';

/**
 * Photos and logos answer only with the bearer token (no cookies), so an `<img src>` cannot load them: fetch
 * with the token and show a blob URL. A 404 is an empty result (core §8).
 */
export function useAuthorizedImage(url: string | null | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setSrc(null);
      return;
    }
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = accessToken.get();
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (r) => (r.ok ? r.blob() : null))
      .then((blob) => {
        if (!blob) return setSrc(null);
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => { /* aborted or offline: keep the placeholder */ });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}
