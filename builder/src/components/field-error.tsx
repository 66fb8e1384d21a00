import { Icon } from './icons';

/** What is wrong with a form's field, under it; the input names it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-problem" role="alert">
      <Icon name="warning" />
      {message}
    </p>
  );
}
