import { callChecked } from '@flow/api-client';
import type { SiteInfo } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';

/** Checked with the light guard: About and Charities open without loading zod and the full contracts. */
export function fetchSiteInfo(): Promise<SiteInfo> {
  return callChecked(lightEndpoints.siteInfo, lightGuards.SiteInfo);
}
