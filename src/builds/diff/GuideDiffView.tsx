import { useState } from 'react';
import type { LineChange } from '../../skills/textDiff';
import { MINUS, unchangedLines } from './diffText';

/** Runs of more unchanged lines than this are folded away until asked for. */
const LONGEST_SHOWN_RUN = 3;

/** A run of unchanged lines, or one added or removed line; `start` is its first line's index. */
type Block = { start: number; lines: LineChange[] };

function blocksOf(lines: readonly LineChange[]): Block[] {
  const blocks: Block[] = [];
  lines.forEach((line, i) => {
    const last = blocks.at(-1);
    if (line.kind === 'same' && last?.lines[0]?.kind === 'same') last.lines.push(line);
    else blocks.push({ start: i, lines: [line] });
  });
  return blocks;
}

const LINE_STYLES: Record<LineChange['kind'], string> = {
  same: 'text-sand-300',
  added: 'bg-ibad-500/15 text-ibad-300',
  removed: 'bg-danger-950/70 text-danger-200',
};
const LINE_SYMBOLS: Record<LineChange['kind'], string> = { same: '', added: '+', removed: MINUS };
const LINE_WORDS: Record<LineChange['kind'], string> = {
  same: '',
  added: 'Added: ',
  removed: 'Removed: ',
};

function GuideLine({ line }: { line: LineChange }) {
  return (
    <li className={`flex gap-2 px-2 py-0.5 ${LINE_STYLES[line.kind]}`}>
      <span aria-hidden="true" className="w-3 shrink-0 text-center font-semibold">
        {LINE_SYMBOLS[line.kind]}
      </span>
      <span className="min-w-0 break-words whitespace-pre-wrap">
        {LINE_WORDS[line.kind] && <span className="sr-only">{LINE_WORDS[line.kind]}</span>}
        {line.text === '' ? '\u00a0' : line.text}
      </span>
    </li>
  );
}

/**
 * The guide's line diff: added lines marked "+", removed ones "−" (and said in words to screen
 * readers), long runs of unchanged lines folded behind a button that shows them.
 */
export function GuideDiffView({ lines }: { lines: readonly LineChange[] }) {
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const toggle = (start: number) => {
    setShown((before) => {
      const next = new Set(before);
      if (!next.delete(start)) next.add(start);
      return next;
    });
  };
  return (
    <ol
      aria-label="Guide lines"
      className="flex flex-col overflow-hidden rounded-lg border border-sand-800 bg-sand-950/60 py-1 font-mono text-xs leading-relaxed"
    >
      {blocksOf(lines).map((block) => {
        const foldable = block.lines[0]?.kind === 'same' && block.lines.length > LONGEST_SHOWN_RUN;
        if (!foldable)
          return block.lines.map((line, i) => <GuideLine key={block.start + i} line={line} />);
        const open = shown.has(block.start);
        return [
          <li key={`fold-${block.start}`} className="px-2 py-1">
            <button
              type="button"
              aria-expanded={open}
              onClick={() => {
                toggle(block.start);
              }}
              className="min-h-11 w-full rounded-md border border-dashed border-sand-700 px-3 font-sans text-xs text-sand-300 hover:border-spice-400 hover:text-spice-200"
            >
              {open ? 'Hide' : 'Show'} {unchangedLines(block.lines.length)}
            </button>
          </li>,
          ...(open
            ? block.lines.map((line, i) => <GuideLine key={block.start + i} line={line} />)
            : []),
        ];
      })}
    </ol>
  );
}
