import { SandboxCheckout } from './SandboxPages';

export default function SandboxCheckoutScreen() {
  return <SandboxCheckout />;
}
