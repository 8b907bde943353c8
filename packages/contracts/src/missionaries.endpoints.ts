import { endpoint } from './endpoint';
import { MissionarySignUpBody, MissionarySignUpResult, MissionaryTeam } from './missionaries';

/** The missionary calls (issue 11). Signing up needs a signed-in account. */
export const missionaryEndpoints = {
  missionaryTeam: endpoint('GET', '/api/missionaries', undefined, MissionaryTeam),
  missionarySignUp: endpoint('POST', '/api/missionaries', MissionarySignUpBody, MissionarySignUpResult),
} as const;
