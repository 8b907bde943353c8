import { call } from '@flow/api-client';
import { endpoints, type ChurchSite, type ChurchSiteInput } from '@flow/contracts';
import useSWR from 'swr';
import { ChurchSitesView } from './ChurchSitesView';

export const SITES_KEY = endpoints.listSites.path;

/** The Church sites section with its data: the signed-in person's sites from the BFF. */
export function ChurchSitesSection() {
  const sites = useSWR<ChurchSite[]>(SITES_KEY, () => call(endpoints.listSites));
  const refresh = () => sites.mutate();
  return (
    <ChurchSitesView
      sites={sites.data}
      loading={sites.isLoading}
      error={sites.error}
      flowOrigin={window.location.origin}
      onCreate={async (input: ChurchSiteInput) => {
        await call(endpoints.createSite, { body: input });
        await refresh();
      }}
      onRotate={async (site) => {
        await call(endpoints.rotateSiteKey, { params: { id: site.id }, body: {} });
        await refresh();
      }}
      onRemove={async (site) => {
        await call(endpoints.deleteSite, { params: { id: site.id }, body: {} });
        await refresh();
      }}
    />
  );
}
