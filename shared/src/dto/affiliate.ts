export type {
  AffiliateApplyBody, AffiliateClickResult, AffiliateCommission, AffiliateDashboard, AffiliateDay, AffiliateLink,
  AffiliateLinkResult, AffiliatePayout, AffiliatePayoutResult, AffiliateProfile, AffiliateRulesView, AffiliateStatus,
  AffiliateSummary, CommissionStatus, AdminOrderView, OrderAttribution,
} from '../schemas/affiliate';
