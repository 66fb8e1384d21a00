import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../hooks/use-return-focus';

/**
 * An accessible modal (Radix: focus trap, Escape, labelled by its title) in our look. Closing it
 * gives focus back to what opened it.
 */
export function Dialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'small' | 'large' | 'full';
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(props.open);
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog-${props.size ?? 'small'}`}
          aria-describedby={props.description ? undefined : undefined}
          onCloseAutoFocus={returnFocus}
          onKeyDown={(event) => {
            // Radix hears Escape only in the layer opened last, and a toast shown since this dialog
            // opened is one: it closes the toast and leaves the event unhandled. Handled ones arrive
            // here prevented, a nested dialog's included.
            if (event.key !== 'Escape' || event.nativeEvent.defaultPrevented) return;
            event.preventDefault();
            props.onOpenChange(false);
          }}
        >
          <RadixDialog.Title className="dialog-title">{props.title}</RadixDialog.Title>
          {props.description ? (
            <RadixDialog.Description className="dialog-description">{props.description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{props.title}</RadixDialog.Description>
          )}
          {props.children}
          <RadixDialog.Close className="dialog-close" aria-label="Close">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
