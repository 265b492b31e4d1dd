import { useEffect } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { takeCarriedNotice } from '../../../lib/carried-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LandingAnalysisSections } from './landing-analysis-sections';
import { LandingCallToAction } from './landing-call-to-action';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingPlans } from './landing-plans';

/** The signed-out home page (specification section 2): every call to action leads to /signin. */
export function LandingPage() {
  useDocumentTitle(null);
  useEffect(() => {
    const notice = takeCarriedNotice();
    if (notice) toast(notice);
  }, []);
  return (
    <>
      <LandingHero />
      <LandingFeatures />
      <LandingAnalysisSections />
      <LandingPlans />
      <LandingCallToAction />
    </>
  );
}
