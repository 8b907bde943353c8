import { renderFirstScreenPart } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import AboutScreen from './about/AboutScreen';
import MarketingScreen from './brand/MarketingScreen';
import CharitiesScreen from './charities/CharitiesScreen';

/** Nothing is fetched at build time: the parts that come from the server fill in on the live page. */
const noSiteInfo = () => new Promise<never>(() => undefined);
const noDialog = () => new Promise<never>(() => undefined);

/**
 * Content's part of the server-drawn first screens: the pages whose words do not depend on the
 * visitor or the day (About, Charities and Marketing), as they look before the site's own details arrive.
 */
export default async function render() {
  return {
    '/about': await renderFirstScreenPart(() => (
      <Router ssrPath="/about">
        <AboutScreen loadSiteInfo={noSiteInfo} loadDonationDialog={noDialog} />
      </Router>
    )),
    '/charities': await renderFirstScreenPart(() => (
      <Router ssrPath="/charities">
        <CharitiesScreen loadSiteInfo={noSiteInfo} />
      </Router>
    )),
    '/marketing': await renderFirstScreenPart(() => (
      <Router ssrPath="/marketing">
        <MarketingScreen />
      </Router>
    )),
  };
}
