import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import {
  type CollectionDraft,
  CollectionFields,
  type CollectionFieldsProps,
} from '../../src/collections/CollectionFields';
import { expectPhoneLayout, PHONE, withNarrowPhone } from '../account/fixtures';
import { withPadding } from '../fixtures/decorators';

/** The fields with their own draft, as a form holds it; `onChange` records each change. */
function Fields(props: Omit<CollectionFieldsProps, 'draft'> & { initial: CollectionDraft }) {
  const { initial, onChange, ...rest } = props;
  const [draft, setDraft] = useState(initial);
  return (
    <form className="flex max-w-xl flex-col gap-5">
      <CollectionFields
        {...rest}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          onChange(next);
        }}
      />
    </form>
  );
}

const EMPTY: CollectionDraft = { name: '', description: '', sharing: 'Private' };

const meta = {
  title: 'Collections/CollectionFields',
  component: Fields,
  decorators: [withPadding],
  args: { initial: EMPTY, onChange: fn() },
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new collection's fields: empty, Private chosen; typing and choosing reach the form. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Night raids');
    await userEvent.click(canvas.getByRole('radio', { name: /Public/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      name: 'Night raids',
      description: '',
      sharing: 'Public',
    });
  },
};

/** An existing collection's fields, its description's line breaks kept. */
export const Full: Story = {
  args: {
    initial: { name: 'Dust runners', description: 'Fast builds.\nNo shields.', sharing: 'Public' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Dust runners');
    await expect(canvas.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Fast builds.\nNo shields.',
    );
    await expect(canvas.getByRole('radio', { name: /Public/ })).toBeChecked();
  },
};

/** A name the form refused, said under the field. */
export const NameError: Story = {
  args: { nameError: COLLECTION_TEXTS.nameRequired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(COLLECTION_TEXTS.nameRequired)).toBeVisible();
  },
};

/** Favourites keeps its name: read-only, and the field says why. */
export const FavouritesName: Story = {
  args: {
    initial: { name: 'Favourites', description: '', sharing: 'Private' },
    nameFixed: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAttribute('readonly');
    await expect(canvas.getByText(COLLECTION_TEXTS.favouritesFixed)).toBeVisible();
  },
};

/** While the form is sending, nothing can be changed. */
export const Sending: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Public/ })).toBeDisabled();
  },
};

/** On a phone: the name 44px tall, each choice's whole row a 44px target, nothing runs off. */
export const Phone: Story = {
  decorators: [withNarrowPhone],
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expectPhoneLayout(name.parentElement ?? name);
    for (const radio of canvas.getAllByRole('radio')) {
      const row = radio.closest('label');
      await expect(Math.round(row?.getBoundingClientRect().height ?? 0)).toBeGreaterThanOrEqual(44);
    }
  },
};
