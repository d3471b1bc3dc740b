import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { ActivationRepository } from '../../repositories/activation-repo';
import { AffiliateRepository } from '../../repositories/affiliate-repo';
import { AffiliateLedgerRepository } from '../../repositories/affiliate-ledger-repo';
import { CartRepository } from '../../repositories/cart-repo';
import { CertificatesRepository } from '../../repositories/certificates-repo';
import { ContentRepository } from '../../repositories/content-repo';
import { CoursesRepository } from '../../repositories/courses-repo';
import { ExamsRepository } from '../../repositories/exams-repo';
import { LimitsRepository } from '../../repositories/limits-repo';
import { LearningRepository } from '../../repositories/learning-repo';
import { ModerationRepository } from '../../repositories/moderation-repo';
import { OrdersRepository } from '../../repositories/orders-repo';
import { OtpRepository } from '../../repositories/otp-repo';
import { PromotionsRepository } from '../../repositories/promotions-repo';
import { QaRepository } from '../../repositories/qa-repo';
import { RemoteHealthRepository } from '../../repositories/remote-health-repo';
import { ReviewsRepository } from '../../repositories/reviews-repo';
import { SessionsRepository } from '../../repositories/sessions-repo';
import { SeoRepository } from '../../repositories/seo-repo';
import { SiteRepository } from '../../repositories/site-repo';
import { SupportRepository } from '../../repositories/support-repo';
import { TaxonomyRepository } from '../../repositories/taxonomy-repo';
import { TrackingRepository } from '../../repositories/tracking-repo';
import { UsersRepository } from '../../repositories/users-repo';
import { WatchRepository } from '../../repositories/watch-repo';
import { WishlistRepository } from '../../repositories/wishlist-repo';

export function createRepositories(db: Pool, options: { otpInOutbox: boolean } = { otpInOutbox: true }) {
  return {
    courses: new CoursesRepository(db),
    reviews: new ReviewsRepository(db),
    certificates: new CertificatesRepository(db),
    exams: new ExamsRepository(db),
    wishlist: new WishlistRepository(db),
    qa: new QaRepository(db),
    taxonomy: new TaxonomyRepository(db),
    site: new SiteRepository(db),
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    otp: new OtpRepository(db, options),
    cart: new CartRepository(db),
    promotions: new PromotionsRepository(db),
    orders: new OrdersRepository(db),
    activation: new ActivationRepository(),
    learning: new LearningRepository(db),
    watch: new WatchRepository(db),
    content: new ContentRepository(db),
    support: new SupportRepository(db),
    tracking: new TrackingRepository(db),
    seo: new SeoRepository(db),
    limits: new LimitsRepository(db),
    remoteHealth: new RemoteHealthRepository(db),
    moderation: new ModerationRepository(db),
    affiliate: new AffiliateRepository(db),
    affiliateLedger: new AffiliateLedgerRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** `app.repos`: one repository per resource; they own all SQL. */
export default fp(async (app) => {
  app.decorate('repos', createRepositories(app.db, { otpInOutbox: app.config.otpInOutbox }));
});
