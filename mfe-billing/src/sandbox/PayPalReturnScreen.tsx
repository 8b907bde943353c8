import { useLocation } from 'wouter';
import { PayPalReturn } from './PayPalPages';

export default function PayPalReturnScreen() {
  const [, navigate] = useLocation();
  return <PayPalReturn navigate={(url) => navigate(url)} />;
}
