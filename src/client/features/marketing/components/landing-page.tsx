import { lazy, Suspense, useEffect } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { takeCarriedNotice } from '../../../lib/carried-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LandingHero } from './landing-hero';

/*
 * Everything below the hero is its own chunk. The prerendered page already shows it; React keeps that
 * HTML as it is until the chunk arrives, after the hero is interactive, so the first screen does not
 * wait for code that only draws further down.
 */
const LandingBelowTheFold = lazy(async () => ({
  default: (await import('./landing-below-the-fold')).LandingBelowTheFold,
}));

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
      <Suspense fallback={null}>
        <LandingBelowTheFold />
      </Suspense>
    </>
  );
}
