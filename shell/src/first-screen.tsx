import { userStore } from '@flow/store';
import { renderFirstScreenPart } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import { Header } from './Header';

/**
 * The shell's part of the server-drawn first screen: the header on `/` as a signed-out visitor
 * sees it (the server sends the plain page to anyone with the signed-in hint).
 */
export default function render() {
  userStore.setState({ user: null, status: 'signed-out' });
  // zustand renders a server snapshot from the store's initial state ('unknown', no Sign In);
  // here the known state is the one to draw.
  userStore.getInitialState = userStore.getState;
  return renderFirstScreenPart(() => (
    <Router ssrPath="/">
      <Header />
    </Router>
  ));
}
