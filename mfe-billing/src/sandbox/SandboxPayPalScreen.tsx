import { useLocation } from 'wouter';
import { SandboxPayPal } from './PayPalPages';

export default function SandboxPayPalScreen() {
  const [, navigate] = useLocation();
  return <SandboxPayPal navigate={(url) => navigate(url)} />;
}
