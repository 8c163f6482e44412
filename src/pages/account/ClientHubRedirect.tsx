import { useEffect } from 'react';
import { config } from '@/lib/config';

/** /clienthub's island: hands the whole window over to the external client hub once the page's script runs. */
export function ClientHubRedirect() {
  useEffect(() => {
    window.location.assign(config.clientHubUrl);
  }, []);
  return null;
}
