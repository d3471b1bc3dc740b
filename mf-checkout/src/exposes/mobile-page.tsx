import { useLocation } from '@edu/shared/router';
import { MobileEnglish } from '../features/mobile/components/mobile-english';
import { MobileHome } from '../features/mobile/components/mobile-home';
import { MobileNotFound } from '../features/mobile/components/mobile-not-found';
import { MobilePaymentFinal, MobilePaymentReturn } from '../features/payment/components/mobile-payment';
import { resolveMobileRoute } from '../lib/mobile-route';
import '../components/ui/checkout.css';

/**
 * /m/* (mobile-payment layout) and /m/english/* (mobienglish layout): compact screens for webviews.
 * Routing is by the full pathname, so it does not depend on how the shell nests its routes.
 */
export default function MobilePage() {
  const { pathname } = useLocation();
  const screen = resolveMobileRoute(pathname);
  return <div className="co-mobile">{render(screen)}</div>;
}

function render(screen: ReturnType<typeof resolveMobileRoute>) {
  switch (screen.name) {
    case 'home':
      return <MobileHome />;
    case 'payment-return':
      return <MobilePaymentReturn />;
    case 'payment-success':
      return <MobilePaymentFinal success />;
    case 'payment-failed':
      return <MobilePaymentFinal success={false} />;
    case 'english-home':
      return <MobileEnglish />;
    case 'not-found':
      return <MobileNotFound english={screen.english} />;
  }
}
