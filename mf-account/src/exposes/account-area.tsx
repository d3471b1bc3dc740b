import '../styles/ui.css';
import '../styles/account.css';
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '@edu/shared/router';
import { AccountLayout } from '../features/account-area/components/account-layout';
import { AccountNotFound } from '../features/account-area/components/account-not-found';
import { OverviewPage } from '../features/account-area/components/overview-page';

// Each page is its own chunk: opening /tai-khoan/don-hang does not download the profile editor.
const named = <K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const ProfilePage = named(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const PromotionsPage = named(() => import('../features/promotions/components/promotions-page'), 'PromotionsPage');
const OrdersPage = named(() => import('../features/orders/components/orders-page'), 'OrdersPage');
const OrderDetailPage = named(() => import('../features/orders/components/order-detail-page'), 'OrderDetailPage');
const ActivatePage = named(() => import('../features/activation/components/activate-page'), 'ActivatePage');
const NotificationsPage = named(() => import('../features/notifications/components/notifications-page'), 'NotificationsPage');
const NotificationDetailPage = named(() => import('../features/notifications/components/notification-detail-page'), 'NotificationDetailPage');
const SubjectsPage = named(() => import('../features/subjects/components/subjects-page'), 'SubjectsPage');
const AffiliatePage = named(() => import('../features/affiliate/components/affiliate-page'), 'AffiliatePage');

/**
 * /tai-khoan/* inside the shell's profile layout (which holds the area's navigation). My courses, viewed
 * courses and Home-study are mf-learning's pages at their own /tai-khoan/… routes. The SPEC's
 * component-like routes under chu_de/ open the topic dialogs, so each has a URL.
 */
export default function AccountArea() {
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="ho-so" element={<ProfilePage />} />
        <Route path="uu-dai" element={<PromotionsPage />} />
        <Route path="don-hang" element={<OrdersPage />} />
        <Route path="don-hang/:code" element={<OrderDetailPage />} />
        <Route path="kich-hoat-khoa-hoc" element={<ActivatePage />} />
        <Route path="thong-bao" element={<NotificationsPage />} />
        <Route path="thong-bao/:slug" element={<NotificationDetailPage />} />
        <Route path="chu-de-quan-tam" element={<SubjectsPage />} />
        <Route path="tiep-thi-lien-ket" element={<AffiliatePage />} />
        <Route path="chu_de/SubjectCard" element={<Navigate to="/tai-khoan/chu-de-quan-tam" replace />} />
        <Route path="chu_de/ModalAddSubject" element={<SubjectsPage modal="add" />} />
        <Route path="chu_de/ModalDeleteSubject" element={<SubjectsPage modal="delete" />} />
        <Route path="*" element={<AccountNotFound />} />
      </Route>
    </Routes>
  );
}
