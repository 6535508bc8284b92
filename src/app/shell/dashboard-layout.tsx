import { Outlet } from 'react-router-dom';

/** Layout of every /dashboard route. The real shell (top bar, side navigation) replaces this later. */
export function DashboardLayout() {
  return (
    <main className="app-main">
      <Outlet />
    </main>
  );
}
