/**
 * The wizard's Cancel or Previous, and Next; no Next while the signup gate shows, and no Cancel
 * while the gate waits for an answer, where its own Cancel stops the waiting. Step 3 ends with what
 * to do next: Create another, and Go to My Charts for a signed-in creator (else Close).
 */
export function WizardButtons(props: {
  step: number;
  gate: boolean;
  waiting: boolean;
  nextDisabled: boolean;
  /** The label Next takes while the chart is being saved, if it is. */
  savingLabel: string | null;
  /** Why Next is off, when the step has a reason to tell. */
  note?: string | null;
  onCancel(): void;
  onPrevious(): void;
  onNext(): void;
  /** Starts again at step 1 with nothing chosen. */
  onCreateAnother(): void;
  /** Closes the wizard on My Charts; null for a guest. */
  onMyCharts: (() => void) | null;
}) {
  return (
    <div className="dialog-buttons wizard-buttons">
      {/* Always there, so that a screen reader hears the note when it appears. */}
      <p className="wizard-note" aria-live="polite">
        {props.note}
      </p>
      {props.step === 1 && props.gate && props.waiting ? null : props.step === 1 ? (
        <button type="button" className="button button-outline" onClick={props.onCancel}>
          Cancel
        </button>
      ) : (
        <button type="button" className="button button-outline" onClick={props.onPrevious}>
          Previous
        </button>
      )}
      {props.step === 3 ? (
        <>
          <button type="button" className="button button-outline" onClick={props.onCreateAnother}>
            Create another
          </button>
          <button type="button" className="button" onClick={props.onMyCharts ?? props.onCancel}>
            {props.onMyCharts ? 'Go to My Charts' : 'Close'}
          </button>
        </>
      ) : props.gate ? null : (
        <button type="button" className="button" disabled={props.nextDisabled} onClick={props.onNext}>
          {props.savingLabel ?? 'Next'}
        </button>
      )}
    </div>
  );
}
