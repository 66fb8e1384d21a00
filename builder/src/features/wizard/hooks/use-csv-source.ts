import { useEffect, useEffectEvent, useState, type Dispatch } from 'react';
import type { CsvAnswer, ReadingChoices } from '@shared/api/data-answers';
import { PASTED_DATA } from '@shared/spec/pasted-data';
import { errorMessage } from '../../../lib/error-message';
import { useCsvFromUrl } from '../api/csv-from-url';
import { uploadCsv } from '../api/upload-csv';
import type { WizardAction } from '../logic/wizard-actions';
import { dataSourceOf } from '../logic/wizard-source';
import { mapReadingOf } from '../kinds/map/map-reading';
import type { WizardState } from '../logic/wizard-state';

/**
 * A CSV file, uploaded or fetched by the server from its address, as the wizard's data: its
 * reading and cells go to the data step's table, and a guess switched there reads the same file or
 * address again with every choice so far. A file chosen on the landing page (`initialFile`) is
 * uploaded once when the wizard opens. A table pasted or typed in is sent as a file named
 * "Pasted data", so the server reads it exactly as it reads uploads.
 */
export function useCsvSource(state: WizardState, dispatch: Dispatch<WizardAction>, initialFile: File | null | undefined) {
  const source = dataSourceOf(state);
  const [progress, setProgress] = useState<number | null>(null);
  // Why the chosen file or address could not be charted.
  const [error, setError] = useState<string | null>(null);
  // The file itself, to be read again when a guess is switched in the data step.
  const [uploaded, setUploaded] = useState<File | null>(null);
  const [rereading, setRereading] = useState(false);
  // The text of the table last pasted, kept for when step 1 is shown again.
  const [pasted, setPasted] = useState('');
  // Why the file could not be read the other way, said beside the guesses.
  const [rereadError, setRereadError] = useState<string | null>(null);
  const csvFromUrl = useCsvFromUrl();

  const arrived = (answer: CsvAnswer, choices: ReadingChoices) =>
    dispatch({
      type: 'dataArrived',
      data: { labels: answer.labels, datasets: answer.datasets },
      columns: answer.columns,
      csv: { reading: answer.reading, table: answer.table },
      choices,
      map: mapReadingOf(answer),
    });

  const upload = (file: File, fileName = file.name) => {
    setUploaded(file);
    dispatch({ type: 'csvChosen', fileName });
    setProgress(0);
    setError(null);
    uploadCsv(file, setProgress)
      .then((answer) => arrived(answer, {}))
      .catch((failure: unknown) => {
        // The file is not kept as chosen: the step says why, once, and Next stays off.
        dispatch({ type: 'csvFailed' });
        setError(errorMessage(failure, 'CSV parse failed'));
      })
      .finally(() => setProgress(null));
  };

  const paste = (text: string) => {
    setPasted(text);
    upload(new File([text], PASTED_DATA, { type: 'text/plain' }), PASTED_DATA);
  };

  const fetchUrl = (url: string) => {
    dispatch({ type: 'urlChosen', url });
    setError(null);
    csvFromUrl.mutate(
      { url },
      {
        onSuccess: (answer) => arrived(answer, {}),
        onError: (failure) => {
          dispatch({ type: 'urlFailed' });
          setError(errorMessage(failure, 'Failed to fetch the CSV file'));
        },
      },
    );
  };

  // The table shows the old reading until the new one arrives.
  const reread = (choice: ReadingChoices) => {
    const choices = { ...state.choices, ...choice };
    const failed = (failure: unknown) => setRereadError(errorMessage(failure, 'Failed to read the file again'));
    setRereading(true);
    setRereadError(null);
    if (source === 'url' && state.csvUrl) {
      csvFromUrl.mutate(
        { url: state.csvUrl, choices },
        { onSuccess: (answer) => arrived(answer, choices), onError: failed, onSettled: () => setRereading(false) },
      );
    } else if (source === 'csv' && uploaded) {
      uploadCsv(uploaded, () => {}, choices)
        .then((answer) => arrived(answer, choices))
        .catch(failed)
        .finally(() => setRereading(false));
    } else {
      setRereading(false);
    }
  };

  const uploadInitial = useEffectEvent((file: File) => upload(file));
  useEffect(() => {
    if (initialFile) uploadInitial(initialFile);
  }, [initialFile]);

  return {
    upload,
    paste,
    pasted,
    fetchUrl,
    reread: (source === 'url' && state.csvUrl !== null) || (source === 'csv' && uploaded !== null) ? reread : null,
    rereading,
    rereadError,
    progress,
    error,
    clearError: () => setError(null),
    fetchingUrl: csvFromUrl.isPending,
    loading: source === 'url' ? csvFromUrl.isPending && !rereading : progress !== null,
  };
}
