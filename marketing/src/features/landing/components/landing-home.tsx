import { ClosingCtaSection } from './closing-cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection, type HeroSectionProps } from './hero-section';
import { IntelligenceSection } from './intelligence-section';
import { LandingFooter } from './landing-footer';
import { PricingSection } from './pricing-section';
import { ProblemSection } from './problem-section';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';

export type LandingHomeProps = Pick<HeroSectionProps, 'headingLevel'>;

/** The Home tab content (spec §2 "Landing page"): every section in order, then the footer. */
export const LandingHome = ({ headingLevel = 'h1' }: LandingHomeProps) => (
  <>
    <HeroSection headingLevel={headingLevel} />
    <ProblemSection />
    <IntelligenceSection />
    <FeaturesSection />
    <StepsSection />
    <TestimonialsSection />
    <PricingSection />
    <ClosingCtaSection />
    <LandingFooter />
  </>
);
