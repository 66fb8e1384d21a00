import { useState, type FormEvent } from 'react';

/** A new top-level comment; the draft stays until the server has it, so a failure loses no text. */
export function CommentForm({ onSend, sending }: { onSend(content: string, onAdded: () => void): void; sending: boolean }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text, () => setText(''));
  };
  return (
    <form className="comment-form" onSubmit={submit}>
      <textarea aria-label="Add a comment" placeholder="Add a comment..." value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} />
      <button type="submit" className="button button-small" disabled={!text.trim() || sending}>
        Comment
      </button>
    </form>
  );
}
