import { AppQueryClientProvider } from '@/lib/query/app-query-client-provider';
import { DashboardLayout } from '../shell/dashboard-layout';
import { SessionGate } from './session-gate';

/** The /dashboard layout (the shell) behind the session gate; loaded lazily with the shell. */
export function ProtectedDashboardLayout() {
  return (
    <AppQueryClientProvider>
      <SessionGate>
        <DashboardLayout />
      </SessionGate>
    </AppQueryClientProvider>
  );
}
