import { useState, type SubmitEvent } from 'react';
import { readPastedCompareSide } from '../../api/contract/pastedCompareSide';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/TextField';

/**
 * A field to paste a build link or share code into. What names no build is refused under the
 * field, which keeps the text as pasted so it can be mended.
 */
export function PastedBuildForm({
  self,
  onSide,
}: {
  /** This build's own side: pasting it again compares nothing. */
  self: string;
  onSide: (side: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPastedCompareSide(text);
    if (!read.ok) setError(read.message);
    else if (read.side === self) setError(SAME_BUILD);
    else onSide(read.side);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Build link or share code"
        hint="A build page's link, a planner link, a saved build's id or a share code."
        autoComplete="off"
        spellCheck={false}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" className="self-start">
        Compare
      </Button>
    </form>
  );
}

export const SAME_BUILD = 'That is this build. Paste the link or code of another one.';
