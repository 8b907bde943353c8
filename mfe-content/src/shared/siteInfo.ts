import { request } from '@flow/api-client';
import { endpoints, SiteInfo } from '@flow/contracts';

export async function fetchSiteInfo(): Promise<SiteInfo> {
  return SiteInfo.parse(await request('GET', endpoints.siteInfo.path));
}
