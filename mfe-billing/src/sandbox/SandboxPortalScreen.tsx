import { SandboxPortal } from './SandboxPages';

export default function SandboxPortalScreen() {
  return <SandboxPortal />;
}
