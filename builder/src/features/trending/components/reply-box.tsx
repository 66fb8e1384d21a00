import { useState } from 'react';

/** The box under a comment once Reply is clicked; it takes the focus, since the click asked to type. */
export function ReplyBox({ onSend }: { onSend(content: string): void }) {
  const [text, setText] = useState('');
  return (
    <form
      className="comment-form reply-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSend(text);
      }}
    >
      <textarea aria-label="Write a reply" placeholder="Write a reply..." value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} autoFocus />
      <button type="submit" className="button button-small" disabled={!text.trim()}>
        Reply
      </button>
    </form>
  );
}
