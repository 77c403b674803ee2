import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { BUILD_GUIDE_MAX, guideCounter, normalizeBuildGuide } from '../../skills/buildText';
import { CharacterCounter } from '../dialogs/CharacterCounter';
import { FIELD_CLASSES } from '../../builds/dialogs/fieldStyles';
import { BuildGuideView } from '../../builds/guide/BuildGuideView';

export interface BuildGuideEditorProps {
  /** The guide's markdown. */
  value: string;
  /** Every edit, cut to the engine's 4000 characters. */
  onChange: (next: string) => void;
  /** Shows the rendered guide only (the viewer, or a build that cannot be edited). */
  readOnly?: boolean;
  /** The field's accessible name (default 'Build guide'); the page's heading is the visible one. */
  label?: string;
}

type Tab = 'write' | 'preview';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'write', label: 'Write' },
  { id: 'preview', label: 'Preview' },
];

/** Starts loading the markdown renderer before Preview is opened. */
const preloadMarkdown = () => {
  void import('../../builds/guide/GuideMarkdown');
};

/**
 * The Build Guide: a markdown field with the engine's counter ("123/4000"), and a Preview tab
 * that renders it as players will see it.
 */
export function BuildGuideEditor({
  value,
  onChange,
  readOnly = false,
  label = 'Build guide',
}: BuildGuideEditorProps) {
  const [tab, setTab] = useState<Tab>('write');
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const baseId = useId();
  const fieldId = `${baseId}-field`;
  const counterId = `${baseId}-counter`;
  const hintId = `${baseId}-hint`;
  const tabId = (id: Tab) => `${baseId}-tab-${id}`;
  const panelId = (id: Tab) => `${baseId}-panel-${id}`;

  if (readOnly) return <BuildGuideView markdown={value} />;

  // Tabs pattern: arrows, Home and End move between the tabs (and select them).
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    else return;
    event.preventDefault();
    const target = TABS[next];
    if (!target) return;
    setTab(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div className="flex items-end justify-between gap-3 border-b border-sand-700">
        <div role="tablist" aria-label={label} className="-mb-px flex">
          {TABS.map((t) => {
            const selected = tab === t.id;
            return (
              <button
                key={t.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(t.id, el);
                  else tabRefs.current.delete(t.id);
                }}
                type="button"
                role="tab"
                id={tabId(t.id)}
                aria-selected={selected}
                aria-controls={panelId(t.id)}
                tabIndex={selected ? 0 : -1}
                onClick={() => {
                  setTab(t.id);
                }}
                onKeyDown={onTabKeyDown}
                onPointerEnter={t.id === 'preview' ? preloadMarkdown : undefined}
                onFocus={t.id === 'preview' ? preloadMarkdown : undefined}
                className={`min-h-11 min-w-24 border-b-2 px-4 text-sm font-semibold tracking-wide transition-colors motion-reduce:transition-none ${
                  selected
                    ? 'border-spice-400 text-spice-200'
                    : 'border-transparent text-sand-300 hover:border-sand-500 hover:text-sand-100'
                }`}
              >
                {t.label}
              </button>
            );
          })}
        </div>
        <div className="pb-2">
          <CharacterCounter
            id={counterId}
            text={guideCounter(value)}
            length={value.length}
            max={BUILD_GUIDE_MAX}
          />
        </div>
      </div>

      <div
        role="tabpanel"
        id={panelId('write')}
        aria-labelledby={tabId('write')}
        hidden={tab !== 'write'}
        className="pt-3"
      >
        <label htmlFor={fieldId} className="sr-only">
          {label}
        </label>
        <textarea
          id={fieldId}
          value={value}
          rows={10}
          maxLength={BUILD_GUIDE_MAX}
          placeholder="Explain how to play the build: rotation, gear, leveling tips…"
          aria-describedby={`${counterId} ${hintId}`}
          onChange={(event) => {
            onChange(normalizeBuildGuide(event.target.value));
          }}
          className={`${FIELD_CLASSES} field-sizing-content max-h-[70dvh] min-h-56 resize-y font-mono text-sm leading-relaxed`}
        />
        <p id={hintId} className="mt-2 text-xs leading-relaxed text-sand-400">
          Markdown works: <code className="text-sand-200">**bold**</code>,{' '}
          <code className="text-sand-200">*italic*</code>,{' '}
          <code className="text-sand-200"># Heading</code>,{' '}
          <code className="text-sand-200">- list</code>,{' '}
          <code className="text-sand-200">[link](https://…)</code>.
        </p>
      </div>

      <div
        role="tabpanel"
        id={panelId('preview')}
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        // Focusable so keyboard users can reach (and scroll) a long preview.
        tabIndex={0}
        className="min-h-56 rounded-b-xl px-1 pt-4"
      >
        {tab === 'preview' && (
          <BuildGuideView markdown={value} emptyText="Nothing to preview yet." />
        )}
      </div>
    </div>
  );
}
