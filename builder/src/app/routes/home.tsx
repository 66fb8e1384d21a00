import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import LandingPage from '../../features/landing/components/landing-page';

const ChartWizard = lazy(() => import('../../features/wizard/components/chart-wizard'));

/** '/': the landing page, and the wizard it opens (loaded when first opened; `/?start` opens it at once). */
export default function HomeRoute() {
  const startNow = new URLSearchParams(useSearch()).has('start');
  const [wizard, setWizard] = useState<{ open: boolean; text?: string; key: number }>({ open: startNow, key: startNow ? 1 : 0 });
  return (
    <>
      <LandingPage onStart={(text) => setWizard((w) => ({ open: true, text, key: w.key + 1 }))} />
      {wizard.key > 0 ? (
        <Suspense fallback={null}>
          <ChartWizard key={wizard.key} open={wizard.open} initialText={wizard.text} onOpenChange={(open) => setWizard((w) => ({ ...w, open }))} />
        </Suspense>
      ) : null}
    </>
  );
}
