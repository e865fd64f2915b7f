import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchOfView } from '../../../machines/enablement-dashboard/filters.ts';
import { selectFilters, selectTeamId } from '../../../machines/enablement-dashboard/selectors.ts';
import { EnablementDashboardContext } from './enablement-context.ts';

/** Keeps the address in step with the team and filters shown (replacing it: filters are not history). */
export function useDashboardAddress(): void {
  const [path, navigate] = useLocation();
  const current = useSearch();
  const teamId = EnablementDashboardContext.useSelector(selectTeamId);
  const filters = EnablementDashboardContext.useSelector(selectFilters);
  const search = searchOfView(teamId, filters);
  useEffect(() => {
    if (`?${current}` !== search && !(current === '' && search === '')) {
      navigate(`${path}${search}`, { replace: true });
    }
  }, [current, path, search, navigate]);
}
