import { DashboardLayout } from '../shell/dashboard-layout';
import { SessionGate } from './session-gate';

/** The /dashboard layout (the shell) behind the session gate; loaded lazily with the shell. */
export function ProtectedDashboardLayout() {
  return (
    <SessionGate>
      <DashboardLayout />
    </SessionGate>
  );
}
