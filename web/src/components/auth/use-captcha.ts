import { useCallback, useState } from 'react';
import { fetchCaptcha } from '@/hooks/api/account';
import type { Captcha } from '@/types/account';

/** A server image captcha; every answer uses it up, so each try needs `reload()`. */
export function useCaptcha(): { image: Captcha | null; reload: () => void } {
  const [image, setImage] = useState<Captcha | null>(null);
  const reload = useCallback(() => {
    fetchCaptcha().then(setImage, () => setImage(null));
  }, []);
  return { image, reload };
}
