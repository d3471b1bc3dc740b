import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { AccountNav } from './account-nav';

/** Inside the shell's profile layout (header + <main>): sidebar + the current account page (pages load lazily, so the skeleton shows meanwhile). */
export function AccountLayout() {
  return (
    <div className="acc-area">
      <AccountNav />
      <section className="acc-area-main">
        <Suspense fallback={<ListSkeleton rows={4} />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
