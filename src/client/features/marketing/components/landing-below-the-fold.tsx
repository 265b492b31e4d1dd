import { LandingAnalysisSections } from './landing-analysis-sections';
import { LandingCallToAction } from './landing-call-to-action';
import { LandingFeatures } from './landing-features';
import { LandingPlans } from './landing-plans';

/** The landing page's sections after the hero (loaded apart: see LandingPage). */
export function LandingBelowTheFold() {
  return (
    <>
      <LandingFeatures />
      <LandingAnalysisSections />
      <LandingPlans />
      <LandingCallToAction />
    </>
  );
}
