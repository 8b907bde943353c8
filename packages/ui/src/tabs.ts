// Radix's tabs (with its roving focus) apart from the design system's index: only the dashboards
// use them, and they are screens of their own. Shared as its own singleton (`@flow/ui/tabs`).
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
