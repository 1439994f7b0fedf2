import { useDocumentTitle } from '@pear/shared/ui';
import { ClosingCtaSection } from '../components/closing-cta-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { IntelligenceSection } from '../components/intelligence-section';
import { LandingFooter } from '../components/landing-footer';
import { MatchPreview } from '../components/match-preview';
import { PricingSection } from '../components/pricing-section';
import { ProblemSection } from '../components/problem-section';
import { StepsSection } from '../components/steps-section';
import { TestimonialsSection } from '../components/testimonials-section';

export const ALTERNATE_HEADLINE = 'Raise from investors who fit';
export const ALTERNATE_LANDING_PAGE_TITLE = `${ALTERNATE_HEADLINE} — Pear`;

/**
 * "/landing-1": the same sections in another layout — a split hero with an example match card, and the
 * story told proof-first (how it works and the numbers before the feature list).
 */
export const AlternateLandingPage = () => {
  useDocumentTitle(ALTERNATE_LANDING_PAGE_TITLE);
  return (
    <>
      <HeroSection headline={ALTERNATE_HEADLINE} layout="split" aside={<MatchPreview />} />
      <StepsSection />
      <TestimonialsSection />
      <ProblemSection />
      <IntelligenceSection />
      <FeaturesSection />
      <PricingSection />
      <ClosingCtaSection />
      <LandingFooter />
    </>
  );
};
