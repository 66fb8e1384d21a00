import { Dialog } from '../../../components/dialog';

/** Asked before the wizard closes on unsaved edits to a saved chart; keeping them is the default. */
export function DiscardChangesDialog({ onKeep, onDiscard }: { onKeep(): void; onDiscard(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onKeep()}
      title="Discard changes?"
      description="Your changes to this chart are not saved. Close without saving them?"
    >
      <div className="dialog-buttons">
        <button type="button" className="button button-outline" onClick={onKeep} autoFocus>
          Keep editing
        </button>
        <button type="button" className="button button-danger" onClick={onDiscard}>
          Discard changes
        </button>
      </div>
    </Dialog>
  );
}
