import { useEffect, useRef } from 'react';

const STEPS = ['Data Source', 'Customize', 'Embed'];

/** The three steps, the current one marked; each step opens at the top of the scrolling dialog. */
export function WizardSteps({ step }: { step: number }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.closest('.dialog')?.scrollTo(0, 0);
  }, [step]);
  return (
    <ol className="wizard-steps" aria-label="Steps" ref={list}>
      {STEPS.map((name, i) => (
        <li key={name} aria-current={step === i + 1 ? 'step' : undefined}>
          {i + 1}. {name}
        </li>
      ))}
    </ol>
  );
}
