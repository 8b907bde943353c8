/** Parts of billing shown inside other remotes' screens (loaded through the shell's runtime). */
export { PlanBanner } from './plans/PlanBanner';
export { LazyDonationDialog as DonationDialog } from './donate/LazyDonationDialog';
