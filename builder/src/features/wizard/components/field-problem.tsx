import { Icon } from '../../../components/icons';

/** What is wrong with an option's field, under it; the field names it with aria-describedby. */
export function FieldProblem(props: { id: string; problem: string | undefined }) {
  if (!props.problem) return null;
  return (
    <p id={props.id} className="field-problem">
      <Icon name="warning" />
      {props.problem}
    </p>
  );
}

/** The attributes a field takes while it has a problem. */
export const problemProps = (id: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true as const, 'aria-describedby': id } : { 'aria-invalid': undefined, 'aria-describedby': undefined };
