import { Dialog } from '../../../components/dialog';

/** Every moderation action asks first: most cannot be undone. */
export function ConfirmDialog(props: { title: string; description: string; confirmLabel: string; pending: boolean; onConfirm(): void; onClose(): void }) {
  return (
    <Dialog open onOpenChange={props.onClose} title={props.title} description={props.description}>
      <div className="dialog-buttons">
        <button type="button" className="button button-outline" onClick={props.onClose}>
          Cancel
        </button>
        <button type="button" className="button button-danger" disabled={props.pending} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
