import { useTranslation } from '@flow/i18n';
import { Container, theme } from '@flow/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FloatingShareButton } from '../home/FloatingShareButton';
import { PlanBannerSlot } from '../home/PlanBannerSlot';
import { Testimonials } from '../home/Testimonials';
import { WelcomeBanner } from '../home/WelcomeBanner';
import { PrayerRequestForm } from '../prayers/PrayerRequestForm';
import { PrayerRequestList } from '../prayers/PrayerRequestList';
import { CrisisResources } from '../safety/CrisisResources';
import { CareNote } from '../moderation/CareNote';
import { DailyVerseCard } from '../scripture';
import { CommunityStatsWidget } from '../sidebar/CommunityStatsWidget';
import { Composer } from '../wall/Composer';
import { PostFeed } from '../wall/PostFeed';
import { useWallEvents } from '../wall/useWallEvents';

export const Page = styled.div`
  padding: ${theme.spacing[6]} 0 6rem;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[6]};
`;
const Layout = styled.div`
  display: grid;
  gap: ${theme.spacing[6]};
  align-items: start;
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;
const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[6]};
  min-width: 0;
`;
const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  ${theme.media.lg} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.spacing[4]});
  }
`;
const FeedTitle = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
`;

/** Spec 000 §2, Home: banner, prayer requests, composer and feed, and the sidebar. */
export default function Home() {
  const { t } = useTranslation();
  const [prayerOpen, setPrayerOpen] = useState(false);
  const [testimonialsOpen, setTestimonialsOpen] = useState(false);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  useWallEvents();

  const focusComposer = () => {
    const input = composerRef.current;
    if (!input) return;
    input.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input.focus({ preventScroll: true });
  };

  return (
    <Container size="xl">
      <Page>
        <WelcomeBanner
          onShareHeart={focusComposer}
          prayerOpen={prayerOpen}
          onTogglePrayer={() => setPrayerOpen((o) => !o)}
          testimonialsOpen={testimonialsOpen}
          onToggleTestimonials={() => setTestimonialsOpen((o) => !o)}
        />
        {testimonialsOpen && <Testimonials />}
        <PlanBannerSlot />
        <Layout>
          <Main>
            <CareNote />
            <div id="prayer-form-area">{prayerOpen && <PrayerRequestForm onClose={() => setPrayerOpen(false)} />}</div>
            <PrayerRequestList />
            <FeedTitle>{t('wall.feedTitle')}</FeedTitle>
            <Composer ref={composerRef} />
            <PostFeed />
          </Main>
          <Sidebar aria-label={t('home.sidebar')}>
            <CommunityStatsWidget />
            <CrisisResources />
            <DailyVerseCard />
          </Sidebar>
        </Layout>
      </Page>
      <FloatingShareButton onClick={focusComposer} />
    </Container>
  );
}
