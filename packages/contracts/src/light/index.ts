// `@flow/contracts/light`: what the browser's first screen needs from the contracts without
// loading zod — the constants, the paths of its first calls and guards generated from the zod
// schemas (schemas.generated.ts, kept current and checked against zod by light.test.ts).
// Everything else, and every write, uses `@flow/contracts` itself, loaded when needed.
export * from '../limits';
export * from '../constants';
export * from '../reflection';
export * from '../errorCodes';
export * from '../textErrorCodes';
export { isPremiumActive } from '../premium';
export { lightEndpoints, type LightEndpointName } from './paths';
export { ContractViolation, lightGuards } from './guards';
