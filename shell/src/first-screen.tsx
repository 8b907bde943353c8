import { userStore } from '@flow/store';
import { renderFirstScreenPart, type FirstScreenPart } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import { Header } from './Header';

/** The pages the server draws a first screen for (each remote draws its own main area). */
const PAGES = ['/', '/user-dashboard', '/connect-missionary', '/subscribe', '/about', '/charities', '/marketing', '/missionaries', '/join-mission', '/daily-verse-detailed', '/sign-in', '/notification-settings', '/daily-verse'];

/**
 * The shell's part of the server-drawn first screens: the header on each page as a signed-out
 * visitor sees it (the server sends the plain page to anyone with the signed-in hint).
 */
export default async function render() {
  userStore.setState({ user: null, status: 'signed-out' });
  // zustand renders a server snapshot from the store's initial state ('unknown', no Sign In);
  // here the known state is the one to draw.
  userStore.getInitialState = userStore.getState;
  const parts: Record<string, FirstScreenPart> = {};
  for (const page of PAGES) {
    // The page's own link is marked as current in the header.
    parts[page] = await renderFirstScreenPart(() => (
      <Router ssrPath={page}>
        <Header />
      </Router>
    ));
  }
  return parts;
}
