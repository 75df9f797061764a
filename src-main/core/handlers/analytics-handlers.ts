import type { Analytics } from '../../services/analytics/analytics';
import type { Profiles } from '../../services/profiles/profiles';
import type { Handlers } from '../router';

// Reports, groups, saved reports and dashboards of the Analytics page.
export function analyticsHandlers(deps: { analytics: Analytics; profiles: Pick<Profiles, 'endpoint'> }) {
  const { query, groups, saved } = deps.analytics;
  /** The profile meant (the active one when none is named), which must use the analytics service. */
  const profileOf = (profileId: string | undefined) =>
    deps.profiles.endpoint('analytics', profileId).profileId;

  return {
    'analytics:query': async ({ profileId, ...input }) => query(profileOf(profileId), input),
    'analytics:groups': async ({ profileId }) => ({ groups: await groups.list(profileOf(profileId)) }),
    'analytics:saveGroup': async ({ profileId, ...input }) => groups.save(profileOf(profileId), input),
    'analytics:removeGroup': async ({ profileId, id }) => groups.remove(profileOf(profileId), id),
    'analytics:groupItems': async ({ profileId, groupId }) => ({
      items: await groups.items(profileOf(profileId), groupId),
    }),
    'analytics:addGroupItem': async ({ profileId, ...input }) => groups.addItem(profileOf(profileId), input),
    'analytics:removeGroupItem': async ({ profileId, groupId, id }) =>
      groups.removeItem(profileOf(profileId), groupId, id),
    'analytics:reports': async () => ({ reports: saved.reports() }),
    'analytics:saveReport': async (input) => saved.saveReport(input),
    'analytics:removeReport': async ({ id }) => {
      saved.removeReport(id);
      return {};
    },
    'analytics:dashboards': async () => ({ dashboards: saved.dashboards() }),
    'analytics:saveDashboard': async (input) => saved.saveDashboard(input),
    'analytics:removeDashboard': async ({ id }) => {
      saved.removeDashboard(id);
      return {};
    },
  } satisfies Partial<Handlers>;
}
