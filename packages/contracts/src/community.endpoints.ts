/** The community calls; merged into `endpoints` (endpoints.ts). */
export const communityEndpoints = {} as const;
