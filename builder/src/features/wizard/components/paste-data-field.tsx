import { useId, useRef, useState } from 'react';

/**
 * A table pasted from a spreadsheet (Excel, Numbers and Google Sheets copy cells as tab-separated
 * text) or typed as CSV. A paste is read at once; typed text when "Read data" is pressed.
 */
export function PasteDataField(props: {
  /** The text last read, shown again when step 1 is. */
  pasted: string;
  onPaste(text: string): void;
  /** The pasted table is being read. */
  reading: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(props.pasted);
  // The browser pastes, so undo still works; the change it makes is then read.
  const pasting = useRef(false);
  const read = (value: string) => {
    if (value.trim()) props.onPaste(value);
  };
  return (
    <form
      className="field paste-data"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        read(text);
      }}
    >
      <label htmlFor={id}>Or paste data</label>
      <textarea
        id={id}
        rows={4}
        spellCheck={false}
        placeholder={'Paste cells from a spreadsheet, or type CSV:\nYear,Sales\n2024,120'}
        value={text}
        onPaste={() => (pasting.current = true)}
        onChange={(e) => {
          setText(e.target.value);
          if (pasting.current) read(e.target.value);
          pasting.current = false;
        }}
      />
      <div className="paste-actions">
        <button type="submit" className="button button-outline" disabled={!text.trim() || props.reading}>
          {props.reading ? 'Reading…' : 'Read data'}
        </button>
      </div>
    </form>
  );
}
