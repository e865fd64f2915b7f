import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchOfView } from '../../machines/enablement/enablement-dashboard/filters.ts';
import {
  selectFilters,
  selectTeamId,
  selectTeams,
} from '../../machines/enablement/enablement-dashboard/selectors.ts';
import { EnablementDashboardContext } from './enablement-context.ts';

/** Keeps the address in step with the team and filters shown (replacing it: filters are not history). */
export function useDashboardAddress(): void {
  const [path, navigate] = useLocation();
  const current = useSearch();
  // Once a link leads elsewhere, the address is that page's, not the dashboard's.
  const [ownPath] = useState(path);
  const teamId = EnablementDashboardContext.useSelector(selectTeamId);
  const firstTeamId = EnablementDashboardContext.useSelector((snapshot) => selectTeams(snapshot)[0]?.id);
  const filters = EnablementDashboardContext.useSelector(selectFilters);
  // The first team is what the page shows without one, so its address stays bare.
  const search = searchOfView(teamId === firstTeamId ? null : teamId, filters);
  useEffect(() => {
    if (path === ownPath && `?${current}` !== search && !(current === '' && search === '')) {
      navigate(`${path}${search}`, { replace: true });
    }
  }, [current, path, ownPath, search, navigate]);
}
