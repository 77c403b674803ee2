import { useState, type SubmitEvent } from 'react';
import { emailProblem, usernameProblems } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PasswordField } from '../../ui/form/PasswordField';
import { TextField } from '../../ui/form/TextField';
import { PageHeader } from '../../ui/PageHeader';
import { focusField } from '../shared/focusField';
import type { User } from '../../api/contract/user';

/** What Settings saves; a new email also carries the current password. */
export interface SettingsValues {
  username: string;
  email: string;
  currentPassword?: string;
}

/** Why a new email cannot be saved yet. */
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your email.';

/** Props of the Settings view: the user, whether it is being edited, and the save's state. */
export interface SettingsFormProps {
  user: User;
  /** False: read-only fields and Edit. True: editable fields, Cancel and Save Changes. */
  editing: boolean;
  /** True while saving ('Saving...'). */
  busy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (values: SettingsValues) => void;
}

/**
 * Settings (spec §2): username and email, read-only until Edit; then Cancel and Save Changes.
 * A new username keeps the registration rules, shown as it is typed; a new email must be an
 * address and needs the current password (the page then confirms it with a mailed code).
 */
export function SettingsForm({ user, editing, ...actions }: SettingsFormProps) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Settings">Your username and the email address of your account.</PageHeader>
      <Card className="px-4 py-6 sm:px-8">
        {/* Keyed so every Edit starts again from the saved values. */}
        <SettingsFields
          key={editing ? 'editing' : 'reading'}
          user={user}
          editing={editing}
          {...actions}
        />
      </Card>
    </div>
  );
}

function SettingsFields({ user, editing, busy, onEdit, onCancel, onSave }: SettingsFormProps) {
  const [values, setValues] = useState<SettingsValues>({
    username: user.username,
    email: user.email,
  });
  const [currentPassword, setCurrentPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const usernameProblem = usernameProblems(values.username)[0] ?? null;
  const emailIssue = emailProblem(values.email.trim());
  const emailChanged = values.email.trim() !== user.email;
  const passwordProblem = emailChanged && currentPassword === '' ? CURRENT_PASSWORD_NEEDED : null;
  const changed = values.username !== user.username || emailChanged;
  // Problems speak once the player has changed the field, or after Save.
  const usernameError =
    editing && (attempted || values.username !== user.username) ? usernameProblem : null;
  const emailError = editing && (attempted || values.email !== user.email) ? emailIssue : null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing || busy) return;
    if (usernameProblem || emailIssue || passwordProblem) {
      setAttempted(true);
      const field = usernameProblem ? 'username' : emailIssue ? 'email' : 'currentPassword';
      focusField(event.currentTarget, field);
      return;
    }
    onSave({
      username: values.username,
      email: values.email.trim(),
      ...(emailChanged ? { currentPassword } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        readOnly={!editing || busy}
        value={values.username}
        error={usernameError}
        onChange={(event) => {
          setValues((current) => ({ ...current, username: event.target.value }));
        }}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        readOnly={!editing || busy}
        hint={editing ? 'A new address is confirmed with a code we email to it.' : undefined}
        value={values.email}
        error={emailError}
        onChange={(event) => {
          setValues((current) => ({ ...current, email: event.target.value }));
        }}
      />
      {editing && emailChanged && (
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          readOnly={busy}
          hint="Needed to change the email of your account."
          error={attempted ? passwordProblem : null}
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
          }}
        />
      )}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {editing ? (
          <>
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || !changed} aria-busy={busy}>
              {busy ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        ) : (
          <Button onClick={onEdit}>Edit</Button>
        )}
      </div>
    </form>
  );
}
