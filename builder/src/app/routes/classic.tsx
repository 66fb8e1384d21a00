import { lazy, Suspense, useState } from 'react';
import ClassicPage from '../../features/classic/components/classic-page';

const ChartWizard = lazy(() => import('../../features/wizard/components/chart-wizard'));

/** '/classic': the alternate landing; its chat button and CSV upload open the wizard. */
export default function ClassicRoute() {
  const [wizard, setWizard] = useState<{ open: boolean; file?: File; key: number }>({ open: false, key: 0 });
  return (
    <>
      <ClassicPage onStart={(file) => setWizard((w) => ({ open: true, file, key: w.key + 1 }))} />
      {wizard.key > 0 ? (
        <Suspense fallback={null}>
          <ChartWizard key={wizard.key} open={wizard.open} initialFile={wizard.file ?? null} onOpenChange={(open) => setWizard((w) => ({ ...w, open }))} />
        </Suspense>
      ) : null}
    </>
  );
}
