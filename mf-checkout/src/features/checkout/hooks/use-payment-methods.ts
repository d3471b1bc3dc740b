import { getPaymentMethods } from '../../../lib/order-api';
import { useQuery } from '../../../lib/use-query';

/** The ways to pay this site offers (the same for everyone: cached like the rest of the settings). */
export function usePaymentMethods() {
  return useQuery(['payment-methods'], getPaymentMethods);
}
