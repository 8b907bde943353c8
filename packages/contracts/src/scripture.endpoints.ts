/** The scripture calls; merged into `endpoints` (endpoints.ts). */
export const scriptureEndpoints = {} as const;
