import { Suspense } from 'react';
import { Outlet } from '@edu/shared/router';
import { ListSkeleton } from '../../../components/ui/list-skeleton';

/** The current account page inside the shell's profile layout (pages load lazily, so the skeleton shows meanwhile). */
export function AccountLayout() {
  return (
    <Suspense fallback={<ListSkeleton rows={4} />}>
      <Outlet />
    </Suspense>
  );
}
