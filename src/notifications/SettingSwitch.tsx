/** Props of one kind's switch. */
export interface SettingSwitchProps {
  label: string;
  on: boolean;
  /** While a save is on its way: no switch moves. */
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/**
 * A setting's on/off switch: a checkbox read out as a switch, drawn as a track and knob, its whole
 * row (the label) a 44px target.
 */
export function SettingSwitch({ label, on, disabled, onChange }: SettingSwitchProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-1.5 text-sm text-sand-100 has-disabled:cursor-wait">
      <span>{label}</span>
      <span className="relative inline-flex h-6 w-11 shrink-0">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-wait"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-full border border-sand-500 bg-sand-800 transition-colors peer-checked:border-spice-400 peer-checked:bg-spice-400 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-spice-300 peer-disabled:opacity-60 motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="absolute top-1 left-1 size-4 rounded-full bg-sand-100 shadow transition-transform peer-checked:translate-x-5 peer-checked:bg-sand-950 motion-reduce:transition-none"
        />
      </span>
    </label>
  );
}
