import { loadDialog } from './Dialog';
import { loadToaster } from './Toaster';
import { loadTooltip } from './Tooltip';

/**
 * Loads Radix's dialog, toaster and tooltip now, so that they then render at once. For tests and
 * stories that open a dialog on their first render; the app lets them load after the first screen.
 */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all([loadDialog(), loadToaster(), loadTooltip()]);
}
