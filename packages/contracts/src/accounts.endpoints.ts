/** The accounts calls; merged into `endpoints` (endpoints.ts). */
export const accountsEndpoints = {} as const;
