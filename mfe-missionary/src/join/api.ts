import { call, upload } from '@flow/api-client';
import { endpoints, type MissionaryWizardBody } from '@flow/contracts';

export function signUpWizard(body: MissionaryWizardBody) {
  return call(endpoints.missionaryWizardSignUp, { body });
}

export function uploadPhoto(file: Blob) {
  return upload(endpoints.missionaryPhoto, file);
}
