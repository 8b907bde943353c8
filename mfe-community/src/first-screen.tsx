import { Container } from '@flow/ui';
import { renderFirstScreenPart } from '@flow/ui/first-screen-render';
import { WelcomeBanner } from './home/WelcomeBanner';
import { Page } from './screens/Home';

const nothing = () => undefined;

/** Community's part of the server-drawn first screen: the home page's welcome, as Home lays it out. */
export default async function render() {
  const home = await renderFirstScreenPart(() => (
    <Container size="xl">
      <Page>
        <WelcomeBanner onShareHeart={nothing} prayerOpen={false} onTogglePrayer={nothing} testimonialsOpen={false} onToggleTestimonials={nothing} />
      </Page>
    </Container>
  ));
  return { '/': home };
}
