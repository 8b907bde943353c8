import { call } from '@flow/api-client';
import { endpoints, MissionaryTeam, type MissionarySignUpBody } from '@flow/contracts';
import useSWR from 'swr';

export const TEAM_KEY = endpoints.missionaryTeam.path;

export function useMissionaryTeam() {
  return useSWR(TEAM_KEY, () => call(endpoints.missionaryTeam).then((team) => MissionaryTeam.parse(team)));
}

export function signUpMissionary(body: MissionarySignUpBody) {
  return call(endpoints.missionarySignUp, { body });
}
