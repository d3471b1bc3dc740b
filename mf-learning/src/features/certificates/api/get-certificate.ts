import { ENDPOINTS, apiGet, type Certificate } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

/** GET certificate.json?code=: public, so the page renders on the server for anyone verifying it. */
export function useCertificate(code: string | null) {
  return useQuery(
    ['certificate', code],
    (signal) => apiGet<{ certificate: Certificate }>(ENDPOINTS.certificate, { code }, { signal }).then((d) => d.certificate),
    { enabled: code !== null },
  );
}
