import { useEffect, useRef } from 'react';

const STEPS = ['Data Source', 'Customize', 'Embed'];

/**
 * The three steps, the current one marked; each step opens at the top of the scrolling dialog, and
 * a step that took away what had focus puts it on the step's heading.
 */
export function WizardSteps({ step }: { step: number }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const dialog = list.current?.closest<HTMLElement>('.dialog');
    dialog?.scrollTo(0, 0);
    // Passing the signup gate removes the form that had focus along with the gate. A task later, so
    // the Authentication dialog has closed and this dialog's focus trap, resumed, sees the move.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (dialog && (active === dialog || !dialog.contains(active))) dialog.querySelector<HTMLElement>('.step-heading h3')?.focus();
    });
    return () => clearTimeout(timer);
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
