import { lazyDialog } from '../lazyDialog';

/** The donation dialog as the home page and other remotes offer it: its code loads on first open. */
export const LazyDonationDialog = lazyDialog(() => import('./DonationDialog').then((m) => m.DonationDialog));
