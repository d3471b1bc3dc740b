/** The screens of the mobile area (the app's and the partner's webviews). */
export type MobileScreen =
  | { name: 'home' }
  | { name: 'payment-return' }
  | { name: 'payment-success' }
  | { name: 'payment-failed' }
  | { name: 'english-home' }
  | { name: 'not-found'; english: boolean };

export const MOBILE_PATHS = {
  home: '/m',
  paymentReturn: '/m/thanh-toan/ket-qua',
  paymentSuccess: '/m/thanh-toan/thanh-cong',
  paymentFailed: '/m/thanh-toan/that-bai',
  english: '/m/english',
} as const;

/**
 * The shell sends every /m/* path here (layout mobile-payment, or mobienglish for /m/english/*).
 * A trailing slash and letter case do not matter; anything else unknown is a not-found screen.
 */
export function resolveMobileRoute(pathname: string): MobileScreen {
  const path = `/${pathname.split('/').filter(Boolean).join('/')}`.toLowerCase();
  switch (path) {
    case MOBILE_PATHS.home:
      return { name: 'home' };
    case MOBILE_PATHS.paymentReturn:
      return { name: 'payment-return' };
    case MOBILE_PATHS.paymentSuccess:
      return { name: 'payment-success' };
    case MOBILE_PATHS.paymentFailed:
      return { name: 'payment-failed' };
    case MOBILE_PATHS.english:
      return { name: 'english-home' };
    default:
      return { name: 'not-found', english: path.startsWith(`${MOBILE_PATHS.english}/`) };
  }
}
